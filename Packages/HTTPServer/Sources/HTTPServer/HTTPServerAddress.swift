/// Where a server listens, written as in a URL: `127.0.0.1:3000`, `[::1]:3000`.
public struct HTTPServerAddress: Hashable, Sendable, CustomStringConvertible {
  /// The host as given, such as `127.0.0.1`, `::1` or `localhost`.
  public var host: String
  public var port: Int

  public init(host: String, port: Int) {
    self.host = host
    self.port = port
  }

  /// The host and port as a URL writes them, with an IPv6 host in brackets.
  public var description: String {
    host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }

  /// The server's root URL as text, such as `http://127.0.0.1:3000`.
  public var url: String { "http://\(self)" }
}
