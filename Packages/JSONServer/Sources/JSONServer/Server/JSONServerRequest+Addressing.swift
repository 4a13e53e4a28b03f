import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension JSONServerRequest {
  /// The value of the header field `name`, whatever the letter case the client spelled it in.
  func header(named name: String) -> String? {
    if let value = headers[name] { return value }
    return headers.first { JSONServerRequest.equalIgnoringASCIICase($0.key, name) }?.value
  }

  private static func equalIgnoringASCIICase(_ lhs: String, _ rhs: String) -> Bool {
    guard lhs.utf8.count == rhs.utf8.count else { return false }
    func lowered(_ byte: UInt8) -> UInt8 {
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
    return zip(lhs.utf8, rhs.utf8).allSatisfy { lowered($0) == lowered($1) }
  }

  /// The scheme, host and port the request was sent to, such as `http://127.0.0.1:3000`: those
  /// of ``url`` when it has a host (an IPv6 address in brackets), else `http://` and the `Host`
  /// header, else empty.
  var origin: String {
    if let url, let scheme = url.scheme, let host = url.host {
      let bracketed = host.contains(":") ? "[\(host)]" : host
      return "\(scheme)://\(bracketed)" + (url.port.map { ":\($0)" } ?? "")
    }
    return header(named: "Host").map { "http://\($0)" } ?? ""
  }

  /// The query string as sent, without its `?`; `nil` when there is none.
  var rawQuery: String? {
    if let sentQuery { return sentQuery }
    if let url,
      let query = URLComponents(url: url, resolvingAgainstBaseURL: true)?
        .percentEncodedQuery
    {
      return query
    }
    guard !query.isEmpty else { return nil }
    var components = URLComponents()
    components.queryItems = query
    return components.percentEncodedQuery
  }

  /// The whole URL of the request, as json-server's `getFullURL` makes it: ``origin``, the path
  /// and the query string.
  var fullURL: String {
    origin + path + (rawQuery.map { "?" + $0 } ?? "")
  }
}
