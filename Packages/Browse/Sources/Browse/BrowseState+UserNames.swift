import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient

extension BrowseState {
  /// The names of the users the browser knows without asking: the users list's, the authors
  /// of the posts loaded, and the user selected; the albums name their owners with them.
  var userNames: [User.ID: String] {
    var names: [User.ID: String] = [:]
    let authors = ((allPosts?.value ?? []) + posts.items).compactMap(\.author)
    let listed = users.users.value?.items ?? []
    for user in authors + listed + [users.owner, selectedUser].compactMap({ $0 }) {
      names[user.id] = user.name
    }
    return names
  }
}
