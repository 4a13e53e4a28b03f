import Foundation

/// A server as a message names it: its host, with its port when the URL names one, and never
/// the user information of the URL it came from.
///
/// Every message of a `NetworkError` that names a server takes it through this type, so that a
/// password given in a URL (`http://ada:secret@host/`) is never printed.
///
/// ```swift
/// guard let url = URL(string: "http://ada:secret@127.0.0.1:3000/posts") else { return }
/// let host = ShownHost(url)
/// // "\(host)" == "127.0.0.1:3000"
/// ```
public struct ShownHost: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The host, such as `127.0.0.1:3000` or `[::1]:8080`.
  public let description: String

  /// The host of `url` with its port when it names one, such as `127.0.0.1:8080`; the whole URL
  /// as a ``ShownURL`` shows it when it has no host.
  public init(_ url: URL) {
    guard let host = url.host(percentEncoded: false), !host.isEmpty else {
      description = ShownURL(url).description
      return
    }
    let name = host.contains(":") ? "[\(host)]" : host
    description = url.port.map { "\(name):\($0)" } ?? name
  }

  /// The name of `url`'s host alone, without its port, or `nil` when it names no host.
  public init?(nameOf url: URL) {
    guard let host = url.host else { return nil }
    description = host
  }

  /// A host written in the code, such as `"127.0.0.1:3000"` in a test's expected error, or
  /// words that stand for one (`"the server"`); any user information before an `@` is dropped.
  public init(stringLiteral value: StaticString) {
    let text = value.description
    description = text.lastIndex(of: "@").map { String(text[text.index(after: $0)...]) } ?? text
  }
}
