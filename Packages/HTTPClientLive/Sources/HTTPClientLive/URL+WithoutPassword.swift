import Foundation
import HTTPClient

extension URL {
  /// The URL without the password of its user information, as it may be shown or stored:
  /// `http://u@host/` for `http://u:secret@host/`, and the values of its credential query
  /// parameters `REDACTED` (`?api_key=REDACTED`). The user name stays, so that the answers of
  /// different users of one server are kept apart. It is `ShownURL(url).url`, so that
  /// one rule drops a secret wherever a URL is shown or stored.
  public var withoutPassword: URL {
    ShownURL(self).url
  }
}
