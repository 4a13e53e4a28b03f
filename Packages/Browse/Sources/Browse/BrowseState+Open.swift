import Features
import Models
import NetworkClient
import TerminalKit

/// `o` and `m` on a user, on the users list or on their screen: their website, and their
/// location on OpenStreetMap, opened as `o` opens a photo's address.
extension BrowseState {
  /// The user the screen shown is about: the one under the users' cursor, or the one of a
  /// user's screen once loaded.
  var userShown: User? {
    switch top.screen {
    case .users: shownUsers.element(at: top.position.cursor)
    case .user(let state): state.detail.value?.user
    default: nil
    }
  }

  /// Handles `o` and `m` on a user; `nil` for any other key or screen.
  mutating func pressOpenOnUser(_ key: Key) -> [BrowseRequest]? {
    switch (key, top.screen) {
    case (.character("o"), .users), (.character("o"), .user),
      (.character("m"), .users), (.character("m"), .user):
      break
    default:
      return nil
    }
    guard let user = userShown else { return [] }
    let name = user.name.sanitizedForTerminalLine
    let isMap = key == .character("m")
    guard let url = isMap ? UserLinks.map(of: user) : UserLinks.website(of: user) else {
      notice = "\(name) has no \(isMap ? "location" : "website") to open"
      return []
    }
    let geo = user.address.geo
    notice =
      isMap
      ? "opening OpenStreetMap at \(geo.lat), \(geo.lng)".sanitizedForTerminalLine
      : "opening \(url)".sanitizedForTerminalLine
    return [.albums(.openURL(screen: top.id, url))]
  }
}
