import Features
import Models
import NetworkClient
import TerminalKit

/// The state of a list whose rows can be searched: what giving a key to its search bar needs to
/// keep the list's cursor where it belongs.
protocol SearchedList {
  associatedtype RowID: Equatable
  /// The list's search, once `/` opened it.
  var search: ListSearch? { get set }
  var cursor: ListCursor { get set }
  /// The identities of the rows shown, in order.
  var shownRowIDs: [RowID] { get }
  /// The rows shown at once.
  var visibleRows: Int { get }
  /// Folds the items searched, when they changed.
  mutating func indexSearch()
  /// Keeps the cursor within the rows shown.
  mutating func followCursor()
}

extension SearchedList {
  /// Gives `key` to the search bar and keeps the cursor where it belongs: at the top once the
  /// query changes, and on the item it was on, now among every item, once Esc clears the
  /// search. What the key did; ``SearchBar/Outcome/ignored`` when it is not the bar's, and the
  /// list takes it.
  mutating func pressOnSearch(_ key: Key) -> SearchBar.Outcome {
    let item = key == .escape ? shownRowIDs.element(at: cursor.row) : nil
    let outcome = ListSearch.press(key, on: &search)
    switch outcome {
    case .ignored:
      return outcome
    case .opened:
      indexSearch()
    case .queryChanged:
      cursor = ListCursor()
    case .cleared:
      let ids = shownRowIDs
      let row = item.flatMap { ids.firstIndex(of: $0) } ?? 0
      cursor.place(on: row, count: ids.count, visibleRows: visibleRows)
      return outcome
    case .edited, .kept:
      break
    }
    followCursor()
    return outcome
  }
}

extension PostsScreen.State: SearchedList {
  var shownRowIDs: [Post.ID] { shownPosts.map(\.post.id) }

  mutating func indexSearch() {
    indexSearch(force: false)
  }
}

extension UsersScreen.State: SearchedList {
  var shownRowIDs: [User.ID] { shownUsers.map(\.id) }
}

extension AlbumsScreen.State: SearchedList {
  var shownRowIDs: [Album.ID] { shownAlbums.map(\.id) }
}

extension TodosScreen.State: SearchedList {
  var shownRowIDs: [Todo.ID] { shownTodos.map(\.id) }
}
