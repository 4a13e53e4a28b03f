import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

extension BrowseState {
  /// Where the screen shown is: the tab's name, then a name for each screen opened on its
  /// stack, such as `Posts › 7 › Leanne Graham › album 4`.
  var breadcrumb: [String] {
    [tab.title] + stacks[tab.rawValue].dropFirst().map { Self.crumb(for: $0.screen) }
  }

  /// A short name of `screen` in the breadcrumb: a post's id, a user's name once loaded, an
  /// album's or a photo's number, a form's title.
  private static func crumb(for screen: BrowseScreen) -> String {
    switch screen {
    case .post(let state):
      "\(state.postID)"
    case .user(let state):
      state.detail.value.map { $0.user.name.sanitizedForTerminalLine } ?? "user \(state.userID)"
    case .album(let grid):
      "album \(grid.albumID)"
    case .photo(let photo):
      "photo \(photo.photo.id)"
    case .todos:
      BrowseTab.todos.title
    case .form(let form):
      form.subject.title
    case .posts, .users, .albums:
      ""
    }
  }
}
