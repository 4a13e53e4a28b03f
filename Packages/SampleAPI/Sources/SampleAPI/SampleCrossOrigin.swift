/// The cross-origin headers json-server sends (the `cors` middleware with `origin: true` and
/// `credentials: true`): every answer echoes the request's `Origin`, allows credentials and
/// varies by origin; `OPTIONS` is a preflight answered at once.
enum SampleCrossOrigin {
  /// The headers every answer to `request` carries; no `Access-Control-Allow-Origin` when the
  /// request has no `Origin`.
  static func headers(for request: SampleRequest) -> [String: String] {
    var headers = ["Access-Control-Allow-Credentials": "true", "Vary": "Origin"]
    if let origin = request.header(named: "Origin"), !origin.isEmpty {
      headers["Access-Control-Allow-Origin"] = origin
    }
    return headers
  }

  /// The answer to a preflight: 204 with no body, the methods json-server takes, and the
  /// request's `Access-Control-Request-Headers` allowed.
  static func preflight(for request: SampleRequest) -> SampleResponse {
    var headers = self.headers(for: request)
    headers["Access-Control-Allow-Methods"] = "GET,HEAD,PUT,PATCH,POST,DELETE"
    if let requested = request.header(named: "Access-Control-Request-Headers"),
      !requested.isEmpty
    {
      headers["Access-Control-Allow-Headers"] = requested
      headers["Vary"] = "Origin, Access-Control-Request-Headers"
    }
    headers["Content-Length"] = "0"
    return SampleResponse(status: 204, headers: headers)
  }
}
