import Foundation

extension HostileServer {
  /// A server on the loopback `address` of one collection, `customers`, of one record,
  /// `{"id": 1, "name": "Ada"}`, that answers `401` to a request without the header field
  /// `field` of the value `value`, and otherwise reads, creates, changes and deletes as a JSON
  /// API would (answering without keeping anything). The `401` asks for the scheme of `value`
  /// when `field` is `Authorization` (`WWW-Authenticate: Bearer`, or `Basic realm="test"`),
  /// as such a server does, and for nothing otherwise.
  ///
  /// ```swift
  /// let server = try HostileServer.wanting("X-API-Key", "k1")
  /// // GET /customers with X-API-Key: k1 → 200 [{"id": 1, "name": "Ada"}]; without → 401
  /// ```
  public static func wanting(
    _ field: String, _ value: String, address: String = "127.0.0.1"
  ) throws -> HostileServer {
    let name = field.lowercased()
    let scheme = value.prefix { $0 != " " }
    let challenge: [String: String] =
      name != "authorization"
      ? [:]
      : ["WWW-Authenticate": scheme == "Basic" ? #"Basic realm="test""# : String(scheme)]
    return try customers(address: address, challenge: challenge) { $0.headers[name] == value }
  }

  /// A server as ``wanting(_:_:address:)`` makes, that wants the query parameter `parameter`
  /// of the value `value` (both as sent, percent-encoded) in every request instead of a header
  /// field, as an API that takes `?api_key=` does; its `401` asks for nothing.
  ///
  /// ```swift
  /// let server = try HostileServer.wantingQuery("api_key", "k1")
  /// // GET /customers?api_key=k1 → 200 [{"id": 1, "name": "Ada"}]; without → 401
  /// ```
  public static func wantingQuery(
    _ parameter: String, _ value: String, address: String = "127.0.0.1"
  ) throws -> HostileServer {
    let pair = parameter + "=" + value
    return try customers(address: address, challenge: [:]) { request in
      let query = request.path.split(separator: "?", maxSplits: 1).dropFirst().first ?? ""
      return query.split(separator: "&").contains { $0 == pair }
    }
  }

  /// The collection of ``wanting(_:_:address:)``, answering `401` with `challenge`'s fields to
  /// a request that `isAllowed` refuses.
  private static func customers(
    address: String, challenge: [String: String],
    isAllowed: @escaping @Sendable (Request) -> Bool
  ) throws -> HostileServer {
    try HostileServer(address: address) { request, _ in
      let json = ["Content-Type": "application/json"]
      guard isAllowed(request) else {
        return [
          .response(
            401, headers: json.merging(challenge) { $1 },
            body: #"{"message": "Requires authentication"}"#)
        ]
      }
      return switch request.method {
      case "POST": [.response(201, headers: json, body: #"{"id": 2, "name": "Grace"}"#)]
      case "PATCH", "PUT": [.response(200, headers: json, body: #"{"id": 1, "name": "Grace"}"#)]
      case "DELETE": [.response(200, headers: json, body: "{}")]
      default:
        request.path.hasPrefix("/customers/1")
          ? [.response(200, headers: json, body: #"{"id": 1, "name": "Ada"}"#)]
          : [.response(200, headers: json, body: #"[{"id": 1, "name": "Ada"}]"#)]
      }
    }
  }
}
