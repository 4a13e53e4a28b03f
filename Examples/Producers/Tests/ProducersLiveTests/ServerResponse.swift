import HTTPServer

/// The loopback server's answer; `HTTPClient` has an `HTTPResponse` of its own.
typealias ServerResponse = HTTPResponse
