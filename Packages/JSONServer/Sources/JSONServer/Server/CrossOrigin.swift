/// The cross-origin headers json-server sends (the `cors` middleware with `origin: true` and
/// `credentials: true`): every answer echoes the request's `Origin`, allows credentials and
/// varies by origin; `OPTIONS` is a preflight answered at once.
enum CrossOrigin {
  static let allowOrigin = "Access-Control-Allow-Origin"

  /// The headers every answer carries, whatever the request.
  static let sharedHeaders = ["Access-Control-Allow-Credentials": "true", "Vary": "Origin"]

  /// The headers every answer to `request` carries: ``sharedHeaders``, and
  /// `Access-Control-Allow-Origin` when the request has an `Origin`.
  static func headers(for request: JSONServerRequest) -> [String: String] {
    var headers = sharedHeaders
    headers[allowOrigin] = origin(of: request)
    return headers
  }

  /// The request's `Origin`, unless it has none or an empty one.
  static func origin(of request: JSONServerRequest) -> String? {
    guard let origin = request.header(named: "Origin"), !origin.isEmpty else { return nil }
    return origin
  }

  /// The answer to a preflight: 204 with no body, the methods json-server takes, and the
  /// request's `Access-Control-Request-Headers` allowed; it varies by both headers, as the
  /// `cors` middleware says, whether the request has them or not.
  static func preflight(for request: JSONServerRequest) -> JSONServerResponse {
    var headers = self.headers(for: request)
    headers["Access-Control-Allow-Methods"] = "GET,HEAD,PUT,PATCH,POST,DELETE"
    headers["Vary"] = "Origin, Access-Control-Request-Headers"
    if let requested = request.header(named: "Access-Control-Request-Headers"),
      !requested.isEmpty
    {
      headers["Access-Control-Allow-Headers"] = requested
    }
    headers["Content-Length"] = "0"
    return JSONServerResponse(status: 204, headers: headers)
  }
}
