import HTTPServer

extension HTTPServerConfiguration {
  /// A configuration whose clock never moves, so that no connection times out: for the tests
  /// that are not about timeouts. Every test runs beside thousands of others in one process, where
  /// a test may wait its turn longer than the 5 s a connection may stay idle.
  static func untimed(host: String = "127.0.0.1") -> HTTPServerConfiguration {
    var configuration = HTTPServerConfiguration(host: host, port: 0)
    configuration.now = { .zero }
    return configuration
  }
}
