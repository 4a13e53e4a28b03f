import Foundation

/// A URL as a message shows it: without the password of its user information, on one printable
/// line.
///
/// Every message of a `NetworkError` that names a URL, a request's or a redirect's target, takes
/// it through this type, so that a password given in a URL (`http://ada:secret@host/`) is never
/// printed, whichever way the URL came: typed, resolved against a base URL, or sent by a server.
/// The user name stays, so that a person sees which login was used.
///
/// ```swift
/// guard let url = URL(string: "http://ada:secret@127.0.0.1:3000/posts") else { return }
/// let shown = ShownURL(url)
/// // "\(shown)" == "http://ada@127.0.0.1:3000/posts"
/// ```
public struct ShownURL: Sendable, Hashable, CustomStringConvertible {
  /// The URL without its password, on one line of at most ``limit`` characters.
  public let description: String

  /// The most characters of a URL shown.
  public static let limit = 300

  /// `url` as messages show it.
  public init(_ url: URL) {
    var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
    components?.percentEncodedPassword = nil
    let text =
      components?.string
      ?? "\(url.scheme.map { "\($0)://" } ?? "")\(url.host ?? "")\(url.path)"
    description = text.singleLine(limit: Self.limit)
  }

  /// The request of `method` to `url` as messages name it, on one line of at most ``limit``
  /// characters: `GET http://127.0.0.1:3000/posts`.
  public static func requestLine(_ method: String, _ url: URL) -> String {
    "\(method) \(ShownURL(url))".singleLine(limit: limit)
  }
}
