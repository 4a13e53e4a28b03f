import BrowseKit
import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension BrowseState {
  /// A browser of JSONPlaceholder's resources that starts on the Posts tab.
  init(size: TerminalSize, isOffline: Bool = false) {
    self.init(size: size, isOffline: isOffline, catalog: .jsonPlaceholder)
  }

  /// The names of the users the browser knows without asking: the authors of the posts
  /// loaded, and the users list's.
  var userNames: [User.ID: String] {
    var names: [User.ID: String] = [:]
    let posts = lists.posts
    let authors = ((posts.allPosts?.posts.value?.items ?? []) + posts.feed.items).compactMap(
      \.author)
    for user in authors + (lists.users.list.users.value?.items ?? []) {
      names[user.id] = user.name
    }
    return names
  }
}
