import BrowseKit
import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit
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

  /// A user's link that `o` and `m` open.
  enum Link: Sendable, Hashable {
    case website
    case map
  }

  /// What the status line says when `link` of `user` is opened (`opening https://…`), or that
  /// they have none, and the address to open, if any.
  static func opening(_ link: Link, of user: User) -> (notice: String, url: String?) {
    let name = user.name.sanitizedForTerminalLine
    switch link {
    case .website:
      guard let url = website(of: user) else { return ("\(name) has no website to open", nil) }
      return ("opening \(url)".sanitizedForTerminalLine, url)
    case .map:
      guard let url = map(of: user) else { return ("\(name) has no location to open", nil) }
      let geo = user.address.geo
      return ("opening OpenStreetMap at \(geo.lat), \(geo.lng)".sanitizedForTerminalLine, url)
    }
  }

  /// Opens `link` of `user` with `openURL`, saying so through `notice`, or that they have
  /// none; an address that could not be opened comes back as the action `notOpened` makes.
  static func open<Action: Sendable>(
    _ link: Link, of user: User, with openURL: @escaping @Sendable (String) -> Bool,
    notice: (String) -> Action, notOpened: @escaping @Sendable (String) -> Action
  ) -> Effect<Action> {
    let (said, url) = opening(link, of: user)
    return LinkOpening.open(
      url, saying: said, with: openURL, notice: notice, notOpened: notOpened)
  }
}
