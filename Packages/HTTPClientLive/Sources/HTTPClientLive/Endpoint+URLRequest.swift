import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Endpoint {
  /// What a request asks for in `Accept` unless a field set by the session, a hook or the
  /// endpoint asks for something else.
  static var defaultAccept: String { "application/json" }

  /// The request for the endpoint below `baseURL`, asking for JSON as `userAgent`, with the
  /// ``body`` as its ``contentType`` (`application/json; charset=utf-8` when `nil`) when there
  /// is one; then the session's
  /// `headers` and `credentials`, then the endpoint's own ``headers`` and ``credentials``, each
  /// field in place of one of the same name set before it, whatever the case; last the
  /// ``idempotencyKey``'s field, when there is one.
  ///
  /// - Throws: `NetworkError.invalidRequest(request:reason:)`, nothing being sent, when a field's
  ///   name is not a token (RFC 9110) or its value holds a line break or another control
  ///   character (the reason names the field, never its value), or a file of the
  ///   ``multipartBody`` cannot be read.
  ///
  /// A hook's fields (`prepared`, see `SessionHook`) go after the session's and before the
  /// endpoint's.
  func urlRequest(
    relativeTo baseURL: URL, userAgent: String, headers sessionHeaders: [String: String] = [:],
    credentials sessionCredentials: Credentials = .none, prepared: OutgoingRequest? = nil
  ) throws(NetworkError) -> URLRequest {
    let url = url(relativeTo: baseURL)
    var fields = HeaderFields()
    fields.set("Accept", Self.defaultAccept)
    fields.set("User-Agent", userAgent)
    if let multipartBody {
      fields.set("Content-Type", multipartBody.contentType)
    } else if body != nil {
      fields.set("Content-Type", contentType ?? RequestBody.jsonContentType)
    }
    let hooked = [prepared?.headers ?? [:], prepared?.credentials.headers ?? [:]]
    for source in [sessionHeaders, sessionCredentials.headers] + hooked + [
      headers, credentials.headers,
    ] {
      for (name, value) in source.sorted(by: { $0.key < $1.key }) {
        fields.set(name, value)
      }
    }
    if let idempotencyKey {
      fields.set(idempotencyKey.headerName, idempotencyKey.value)
    }
    if let reason = fields.problem {
      throw .invalidRequest(request: ShownRequest(method, url), reason: reason)
    }
    var request = URLRequest(url: url)
    request.httpMethod = method
    for (name, value) in fields.all {
      request.setValue(value, forHTTPHeaderField: name)
    }
    request.httpBody = body
    if let multipartBody {
      let stream: MultipartBodyStream
      do throws(MultipartForm.Failure) {
        stream = try MultipartBodyStream(
          multipartBody,
          progress: uploadProgress ?? TransferProgress.uploadObserver?.asClosure)
      } catch {
        throw .invalidRequest(request: ShownRequest(method, url), reason: error.description)
      }
      request.httpBodyStream = stream
      if CurlLayer.sendsStreamedBodyLength {
        request.setValue("\(stream.length)", forHTTPHeaderField: "Content-Length")
      }
    }
    return request
  }

  /// The names of the header fields that carry credentials in the endpoint's request sent with
  /// `sessionCredentials`, lowercased: `Authorization`, `Proxy-Authorization` and `Cookie`, and
  /// the fields of the session's, the endpoint's and a hook's credentials.
  func credentialHeaders(
    with sessionCredentials: Credentials, prepared: OutgoingRequest? = nil
  ) -> Set<String> {
    var names =
      Array(sessionCredentials.headers.keys) + Array(credentials.headers.keys)
      + ((prepared?.credentials.headers.keys).map(Array.init) ?? [])
    if sessionCredentials.holder != nil || prepared?.credentials.holder != nil {
      names.append(Credentials.holderField)
    }
    return Credentials.standardHeaderNames.union(names.map { $0.lowercased() })
  }

  /// The header fields a cache keeps the answer to `request` under: `request`'s own, but the
  /// fields of credentials with a holder (the session's or a hook's, unless the endpoint's own
  /// replace them) are one field, ``Credentials/holderField``, naming the holder, so that a
  /// renewed token reads what the one before it stored; `nil` when no credentials have one.
  func cacheKeyHeaders(
    of request: URLRequest, with sessionCredentials: Credentials, prepared: OutgoingRequest?
  ) -> [String: String]? {
    let held = [sessionCredentials, prepared?.credentials ?? .none].filter { $0.holder != nil }
    guard let holder = held.last?.holder else { return nil }
    let own = Set(credentials.headers.keys.map { $0.lowercased() })
    let replaced = Set(held.flatMap(\.headers.keys).map { $0.lowercased() }).subtracting(own)
    var fields = (request.allHTTPHeaderFields ?? [:]).filter {
      !replaced.contains($0.key.lowercased())
    }
    fields[Credentials.holderField] = holder
    return fields
  }
}

extension Credentials {
  /// The field that stands, in a cache's key, for the fields of credentials with a
  /// ``holder``: never sent.
  static let holderField = "credentials-holder"
}

/// A request's header fields by name, whatever its case: the last value set for a name wins,
/// under the name it was set with last.
private struct HeaderFields {
  private var fields: [String: (name: String, value: String)] = [:]

  mutating func set(_ name: String, _ value: String) {
    fields[name.lowercased()] = (name, value)
  }

  /// The fields, sorted by name.
  var all: [(name: String, value: String)] {
    fields.values.sorted { $0.name.lowercased() < $1.name.lowercased() }
  }

  /// What keeps the fields from being sent, naming the field and never its value; `nil` when
  /// they can be sent.
  var problem: String? {
    for (name, value) in all {
      let shown = name.singleLine(limit: 60)
      guard !name.isEmpty, name.unicodeScalars.allSatisfy(Self.tokenCharacters.contains) else {
        return "\"\(shown)\" is not a header field name"
      }
      if value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" }) {
        return "the value of the header field \(shown) holds a line break"
      }
      if value.unicodeScalars.contains(where: {
        ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7f
      }) {
        return "the value of the header field \(shown) holds a control character"
      }
    }
    return nil
  }

  /// The characters of a token (RFC 9110, section 5.6.2).
  private static let tokenCharacters = CharacterSet(
    charactersIn: "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
}
