import Foundation

/// A URL as a message shows it: without the password of its user information, the values of
/// its credential query parameters `REDACTED` (``CredentialQuery``), on one printable line.
///
/// Every message of a `NetworkError` that names a URL, a redirect's target, takes it through
/// this type (a request through ``ShownRequest``, a server through ``ShownHost``), so that a
/// password given in a URL (`http://ada:secret@host/`) is never printed, whichever way the URL
/// came: typed, resolved against a base URL, or sent by a server. The user name stays, so that
/// a person sees which login was used.
///
/// ```swift
/// guard let url = URL(string: "http://ada:secret@127.0.0.1:3000/posts") else { return }
/// let shown = ShownURL(url)
/// // "\(shown)" == "http://ada@127.0.0.1:3000/posts"
/// ```
public struct ShownURL: Sendable, Hashable, CustomStringConvertible {
  /// The URL without its password: `http://ada@host/` for `http://ada:secret@host/`, the URL
  /// itself when it has none; and `?api_key=REDACTED` for `?api_key=3f6c`.
  ///
  /// When the URL without its password cannot be made, it is the URL without its user
  /// information; when not even that, the URL as typed without its password, and as a last
  /// resort `file:///`: never a URL that holds the password.
  public let url: URL
  /// The URL without its password, on one line of at most ``limit`` characters.
  public let description: String

  /// The most characters of a URL shown.
  public static let limit = 300

  public init(_ url: URL) {
    self.url = CredentialQuery.redacting(Self.removingPassword(from: url)).url
    description = self.url.absoluteString.singleLine(limit: Self.limit)
  }

  /// `url` without its password; see ``url``.
  private static func removingPassword(from url: URL) -> URL {
    if var components = URLComponents(url: url, resolvingAgainstBaseURL: true) {
      guard components.percentEncodedPassword != nil else { return url }
      components.percentEncodedPassword = nil
      if let withoutPassword = components.url {
        return withoutPassword
      }
      components.percentEncodedUser = nil
      if let withoutUser = components.url {
        return withoutUser
      }
    }
    if let typed = URL(string: url.absoluteString.withoutURLPassword),
      typed.password(percentEncoded: true) == nil
    {
      return typed
    }
    return URL(fileURLWithPath: "/")
  }
}
