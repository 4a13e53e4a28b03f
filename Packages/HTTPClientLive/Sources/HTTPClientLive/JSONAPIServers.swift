import Foundation
import HTTPClient
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The servers found to speak JSON:API, by origin, for as long as the session lives: one that
/// answered in its media type (`application/vnd.api+json`), or refused a request asking for
/// JSON (`406` or `415`) naming it, as Flask-Restless-NG refuses `Accept: application/json`.
/// Later requests to such a server ask for JSON:API in `Accept` (unless a field set by the
/// session or the endpoint asks for something else), and a read refused with `406` is sent once
/// more, asking for it. A write refused is not: its body is JSON:API's only once its
/// description writes it so (`RecordCollections.live(session:describe:)` does). At most
/// ``limit`` origins are kept.
final class JSONAPIServers: Sendable {
  /// The most origins kept.
  static let limit = 256

  private let origins = Mutex<Set<String>>([])

  /// Whether the server of `url` is known to speak JSON:API.
  func speaksJSONAPI(_ url: URL?) -> Bool {
    guard let origin = url.flatMap(Self.origin) else { return false }
    return origins.withLock { $0.contains(origin) }
  }

  /// `request` asking for JSON:API when its server speaks it and nothing but the session's
  /// default (`application/json`) is asked for.
  func negotiated(_ request: URLRequest) -> URLRequest {
    guard request.value(forHTTPHeaderField: "Accept") == Endpoint<Void>.defaultAccept,
      speaksJSONAPI(request.url)
    else { return request }
    var negotiated = request
    negotiated.setValue(RequestBody.jsonAPIContentType, forHTTPHeaderField: "Accept")
    return negotiated
  }

  /// Notes what the answer to `request` says of its server's media type, and returns whether
  /// the request is to be sent once more asking for JSON:API: a request without a body refused
  /// with `406` for asking for JSON, by a server that names JSON:API's media type.
  func note(_ response: URLResponse, data: Data, to request: URLRequest) -> Bool {
    guard let http = response as? HTTPURLResponse,
      let origin = (http.url ?? request.url).flatMap(Self.origin)
    else { return false }
    let refused = [406, 415].contains(http.statusCode)
    let asked = request.value(forHTTPHeaderField: "Accept")
    guard
      RequestBody.isJSONAPI(http.value(forHTTPHeaderField: "Content-Type"))
        || (refused && Self.names(data))
    else { return false }
    origins.withLock { origins in
      if origins.count < Self.limit { origins.insert(origin) }
    }
    return http.statusCode == 406 && asked == Endpoint<Void>.defaultAccept
      && request.httpBody == nil && request.httpBodyStream == nil
  }

  /// Whether a refusal's body names JSON:API's media type, as the reason it gives.
  private static func names(_ data: Data) -> Bool {
    data.prefix(4096).range(of: Data(RequestBody.jsonAPIContentType.utf8)) != nil
  }

  /// `scheme://host:port` of `url`, lowercased.
  private static func origin(_ url: URL) -> String? {
    guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else {
      return nil
    }
    return "\(scheme)://\(host):\(url.port.map(String.init) ?? "")"
  }
}
