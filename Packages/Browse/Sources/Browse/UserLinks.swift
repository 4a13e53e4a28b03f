import Foundation
import Models
import TerminalViews

/// The addresses a user's row opens: their website and their location on OpenStreetMap.
enum UserLinks {
  /// The address of `user`'s website: as the server wrote it when it is a web address, with
  /// `https://` before it when it has no scheme (JSONPlaceholder's `hildegard.org`); `nil`
  /// when it is empty or another scheme's.
  static func website(of user: User) -> String? {
    let website = user.website.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !website.isEmpty else { return nil }
    let url = website.contains("://") ? website : "https://\(website)"
    return URLOpener.isOpenable(url) ? url : nil
  }

  /// The OpenStreetMap address centred on `user`'s coordinates, `nil` unless they are numbers
  /// on the globe.
  static func map(of user: User) -> String? {
    UserDetailView.mapLink(for: user.address.geo)
  }
}
