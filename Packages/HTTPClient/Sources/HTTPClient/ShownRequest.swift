import Foundation

/// A request as a message names it: its method and its URL without the password, on one
/// printable line, such as `GET http://ada@127.0.0.1:3000/posts`.
///
/// Every message of a `NetworkError` that names a request takes it through this type, so that
/// a password given in a URL (`http://ada:secret@host/`) is never printed.
///
/// ```swift
/// guard let url = URL(string: "http://ada:secret@127.0.0.1:3000/posts/7") else { return }
/// let request = ShownRequest("PATCH", url)
/// // "\(request)" == "PATCH http://ada@127.0.0.1:3000/posts/7"
/// ```
public struct ShownRequest: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The method and the URL, on one line of at most ``ShownURL/limit`` characters.
  public let description: String

  public init(_ method: String, _ url: URL) {
    description = "\(method) \(ShownURL(url))".singleLine(limit: ShownURL.limit)
  }

  /// A request written in the code, such as `"GET http://127.0.0.1:3000/posts"` in a test's
  /// expected error; a password in its URL is dropped.
  public init(stringLiteral value: StaticString) {
    description = value.description.withoutURLPassword.singleLine(limit: ShownURL.limit)
  }

  /// Whether the request is a read: its method is `GET`.
  public var isRead: Bool {
    description.hasPrefix("GET ")
  }

  /// What the request names after its method: its URL.
  var target: String {
    description.split(separator: " ", maxSplits: 1).last.map(String.init) ?? description
  }
}
