import ScreenKit
import TerminalKit

extension TabLists.State {
  /// The lists of `catalog`'s tabs laid out in `size`: JSONPlaceholder's own for the resources
  /// the catalog shows with them, else the generic list of their records.
  init(size: TerminalSize, catalog: ResourceCatalog = .jsonPlaceholder) {
    self.init(size: size, catalog: catalog) { resource in
      JSONPlaceholderTab(showing: resource.screens)?.resource.list(size: size)
    }
  }
}

/// JSONPlaceholder's tabs' lists by name, for what reads or sets them as their own type; a tab
/// the catalog shows with the generic screens has none, and reads as an empty list.
extension TabLists.State {
  var posts: PostsScreen.State {
    get { list(.posts, as: PostsScreen.State.self) ?? PostsScreen.State(size: size) }
    set { self[.posts] = OpenedScreen.State(newValue) }
  }

  var users: UsersScreen.State {
    get { list(.users, as: UsersScreen.State.self) ?? UsersScreen.State(size: size) }
    set { self[.users] = OpenedScreen.State(newValue) }
  }

  var albums: AlbumsScreen.State {
    get { list(.albums, as: AlbumsScreen.State.self) ?? AlbumsScreen.State(size: size) }
    set { self[.albums] = OpenedScreen.State(newValue) }
  }

  var todos: TodosScreen.State {
    get { list(.todos, as: TodosScreen.State.self) ?? TodosScreen.State(size: size) }
    set { self[.todos] = OpenedScreen.State(newValue) }
  }
}
