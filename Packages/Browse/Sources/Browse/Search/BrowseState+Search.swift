import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit
import TerminalViews

/// The search of the lists: `/` opens a list's ``SearchBar``, and the list shows the items
/// that match over its whole collection (every post, loaded once, rather than the pages
/// loaded).
///
/// A list hooks in by naming its screen in ``searchID(of:)``, indexing its items with
/// ``ListSearch/index(_:)`` when they change, and showing ``ListSearch/rows(of:)``.
extension BrowseState {
  /// The id of the screen whose search `screen` uses: a list's own; `nil` for a screen that is
  /// not searched.
  func searchID(of screen: BrowseScreen) -> ScreenID? {
    switch screen {
    case .posts: rootID(of: .posts)
    case .users: rootID(of: .users)
    case .albums: rootID(of: .albums)
    case .album, .todos: shownScreenID(matching: screen)
    case .post, .user, .photo, .form: nil
    }
  }

  /// The id of the screen shown, when it is of `screen`'s kind: a grid or a to-do list is
  /// searched while it is the screen shown.
  private func shownScreenID(matching screen: BrowseScreen) -> ScreenID? {
    switch (screen, top.screen) {
    case (.album, .album), (.todos, .todos): top.id
    default: nil
    }
  }

  /// The search of `screen`, once it was opened.
  func search(on screen: BrowseScreen) -> ListSearch? {
    searchID(of: screen).flatMap { searches[$0] }
  }

  /// Whether `screen`'s rows are filtered by a query.
  func isSearching(_ screen: BrowseScreen) -> Bool {
    search(on: screen)?.isFiltering ?? false
  }

  /// The number of items or lines `screen` shows at once, a row fewer while its search bar
  /// shows.
  func visibleRows(_ screen: BrowseScreen) -> Int {
    let rows = BrowseLayout.visibleRows(screen, size: size)
    guard search(on: screen)?.showsBar == true else { return rows }
    return max(1, rows - 1)
  }

  /// The posts the list shows: those loaded, or, while searching, those of every post that
  /// match (the loaded ones until every post has loaded).
  var shownPosts: [PostSummary] {
    let rows =
      if let search = search(on: .posts), search.isFiltering {
        search.rows(of: allPosts?.value ?? posts.items)
      } else {
        posts.items
      }
    guard deletions.contains(where: \.hidesItsRow) else { return rows }
    return rows.filter { !isDeleted(.post($0.post.id)) }
  }

  /// The users the list shows: those that match while searching.
  var shownUsers: [User] {
    let rows = search(on: .users)?.rows(of: users.visibleUsers) ?? users.visibleUsers
    guard deletions.contains(where: \.hidesItsRow) else { return rows }
    return rows.filter { !isDeleted(.user($0.id)) }
  }

  /// The albums the list shows: those that match while searching.
  func shownAlbums(_ albums: AlbumList) -> [Album] {
    search(on: .albums(albums))?.rows(of: albums.albums) ?? albums.albums
  }

  /// The photos a grid shows: those that match while searching.
  func shownPhotos(_ grid: AlbumGrid) -> [Photo] {
    search(on: .album(grid))?.rows(of: grid.items) ?? grid.items
  }

  /// The to-dos a to-do list shows: those of its filter that match while searching.
  func shownTodos(_ screen: TodosScreen) -> [Todo] {
    let todos = screen.filteredTodos
    return search(on: .todos(screen))?.rows(of: todos) ?? todos
  }

  /// Gives `key` to the search bar of the list shown, and returns what the list asks for, or
  /// `nil` when the key is not the bar's.
  mutating func pressOnSearch(_ key: Key) -> [BrowseRequest]? {
    guard !showsHelp, !BrowseLayout.isTooSmall(size), let id = searchID(of: top.screen),
      top.id == id
    else { return nil }
    let screen = top.screen
    var search = searches[id] ?? ListSearch()
    let cursorItem = itemIDs(on: screen).dropFirst(cursorIndex).first
    let outcome = search.press(key)
    guard outcome != .ignored else {
      // r on the posts searched fetches every post again, asking the server.
      guard key == .character("r"), screen == .posts, search.isFiltering else { return nil }
      return [.loadAllPosts(.revalidated)]
    }
    searches[id] = search
    var requests: [BrowseRequest] = []
    switch outcome {
    case .opened:
      if screen == .posts {
        indexPostsSearch()
        if allPostsList == nil || allPosts?.failure != nil {
          if allPostsList == nil { allPostsList = PostsListFeature.State() }
          requests.append(.loadAllPosts())
        }
      } else if screen == .users {
        indexUsersSearch()
      } else if case .albums = screen {
        indexAlbumsSearch()
      } else {
        indexSearch(ofScreen: id)
      }
    case .queryChanged:
      updateTop { $0.position = ListPosition() }
      resetGridCursor()
    case .cleared:
      // The cursor stays on the item it was on, now among every item.
      let ids = itemIDs(on: screen)
      let row = cursorItem.flatMap { ids.firstIndex(of: $0) } ?? 0
      let rows = visibleRows(screen)
      updateTop { $0.position.setCursor(row, count: ids.count, visibleRows: rows) }
      resetGridCursor(to: row)
    case .ignored, .edited, .kept:
      break
    }
    clampPositions()
    return requests
  }

  /// Searches every post once loaded, after their feature changed. While every post loads
  /// again, quietly, the posts loaded before are still searched.
  mutating func allPostsChanged() {
    indexPostsSearch(force: true)
    clampPositions()
  }

  /// Folds the posts searched, when they changed or with `force`: every post once loaded, the
  /// posts loaded until then.
  mutating func indexPostsSearch(force: Bool = false) {
    guard let id = searchID(of: .posts), var search = searches[id] else { return }
    let items = allPosts?.value ?? posts.items
    guard force || search.itemCount != items.count else { return }
    search.index(items)
    searches[id] = search
  }

  /// Folds the users the list has, whenever they change.
  mutating func indexUsersSearch() {
    guard let id = searchID(of: .users), var search = searches[id] else { return }
    search.index(users.visibleUsers)
    searches[id] = search
  }

  /// Folds the albums the list has, whenever they change.
  mutating func indexAlbumsSearch() {
    guard let root = stacks[BrowseTab.albums.rawValue].first,
      case .albums(let albums) = root.screen,
      var search = searches[root.id]
    else { return }
    search.index(albums.albums)
    searches[root.id] = search
  }

  /// Folds the photos of grid `id`, or the to-dos of to-do list `id`, whenever they change.
  mutating func indexSearch(ofScreen id: ScreenID) {
    guard var search = searches[id],
      let screen = stacks.joined().first(where: { $0.id == id })?.screen
    else { return }
    switch screen {
    case .album(let grid): search.index(grid.items)
    case .todos(let screen): search.index(screen.checklist.visibleTodos)
    default: return
    }
    searches[id] = search
  }

  /// The row of the list shown under the cursor, or the tile of the grid shown.
  private var cursorIndex: Int {
    guard case .album(let grid) = top.screen else { return top.position.cursor }
    return grid.cursor.index
  }

  /// Puts the cursor of the grid shown on `index` of the photos it now shows.
  private mutating func resetGridCursor(to index: Int = 0) {
    guard case .album(var grid) = top.screen else { return }
    let (layout, rows) = gridShape()
    grid.cursor = GridCursor(index: index)
    grid.cursor.reflow(count: shownPhotos(grid).count, columns: layout.columns, visibleRows: rows)
    updateScreen(top.id) { $0 = .album(grid) }
  }

  /// What the status line says while `screen` is searched: `3 of 10 match`.
  func searchStatus(of screen: BrowseScreen) -> String? {
    guard let search = search(on: screen), search.isFiltering else { return nil }
    var text = "\(search.matches.count) of \(search.itemCount) match"
    if screen == .posts, allPosts?.isLoading == true {
      text += " · searching every post"
    }
    return text
  }

  /// Why every post could not be loaded for the search, while the posts are searched.
  func searchFailure(of screen: BrowseScreen) -> String? {
    guard screen == .posts, isSearching(.posts), let failure = allPosts?.failure else {
      return nil
    }
    return freshness.isOffline ? failure.browserMessage : "/ to retry: \(failure.browserMessage)"
  }

  private func rootID(of tab: BrowseTab) -> ScreenID? {
    stacks[tab.rawValue].first?.id
  }

  /// The identities of the rows of `screen`, to find an item again after the rows change.
  private func itemIDs(on screen: BrowseScreen) -> [Int] {
    switch screen {
    case .posts: shownPosts.map(\.post.id.rawValue)
    case .users: shownUsers.map(\.id.rawValue)
    case .albums(let albums): shownAlbums(albums).map(\.id.rawValue)
    case .album(let grid): shownPhotos(grid).map(\.id.rawValue)
    case .todos(let screen): shownTodos(screen).map(\.id.rawValue)
    case .post, .user, .photo, .form: []
    }
  }
}
