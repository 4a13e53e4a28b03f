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
    let link: (User) -> String?
    let what: String
    switch key {
    case .character("o"):
      (link, what) = (UserLinks.website, "website")
    case .character("m"):
      (link, what) = (UserLinks.map, "location")
    default:
      return nil
    }
    switch top.screen {
    case .users, .user: break
    default: return nil
    }
    guard let user = userShown else { return [] }
    guard let url = link(user) else {
      notice = "\(user.name.sanitizedForTerminalLine) has no \(what) to open"
      return []
    }
    notice = "opening \(url)"
    return [.albums(.openURL(screen: top.id, url))]
  }
}
