import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// Everything the browser shows: the tabs, a stack of screens per tab with where each was
/// scrolled to, and every screen's feature state, ``BrowseFeature``'s state.
///
/// The children's reducers change their states; ``reduce(_:)`` is the parent's reaction to
/// each action, which returns the work to do next, so the navigation is tested without a
/// terminal or a network.
struct BrowseState: Sendable, Hashable {
  /// The terminal's size.
  var size: TerminalSize
  /// The tab shown.
  private(set) var tab = BrowseTab.posts
  /// Each tab's screens, its root list first and the screen shown last.
  private(set) var stacks: [[ScreenEntry]]
  /// Posts asked for at a time.
  static let postsPageSize = 20

  /// The feed of posts: the posts loaded so far, page after page.
  var posts = FeedFeature<PostSummary>.State(pageSize: postsPageSize)
  /// The post under the posts' cursor before the feed's last action, to keep the cursor on it
  /// when a page is updated in place.
  var postsCursorAnchor: Post.ID?
  /// Whether the pages of posts loaded are being asked for again, in place.
  private var isRevalidatingPosts = false
  /// The users list's feature state.
  var users = UsersListFeature.State()
  /// The user under the users' cursor before the users list's last action, to keep the cursor
  /// on them when the list changes.
  var usersCursorAnchor: User.ID?
  /// The user selected last, to name them while the list loads again.
  private(set) var selectedUser: User?
  /// Whether the key help is shown.
  private(set) var showsHelp = false
  /// How many lines of the key help are scrolled off its top.
  private(set) var helpOffset = 0
  /// What the cache said last, such as that it shows stored data in place of a failing server,
  /// until the next refresh.
  private(set) var warning: String?
  /// What the last refresh asked for with `r` found, such as `up to date`, until the next key.
  var notice: String?
  /// What each list refreshed with `r` showed before, by its screen's id, until the answer.
  var refreshBaselines: [ScreenID: RefreshBaseline] = [:]
  /// Whether the posts' refresh under way says what it found once done.
  private var announcesPostsRefresh = false
  /// Whether the first page of posts, once it comes from the store, is followed by every page
  /// stored after it, before the posts are asked for again.
  private var appendsStoredPosts = false
  /// The spinner's frame, counting up while something loads.
  private(set) var spinnerFrame = 0
  /// The deletions asked about, oldest first, each kept while it waits for `y`, for its undo
  /// window to close or for the server, and until the key after it is done:
  /// ``BrowseFeature``'s children, one per target.
  var deletions: [DeleteFeature.State] = []
  /// The post's title or the user's name that each deletion asks about.
  var deletionTitles: [DeleteFeature.Target: String] = [:]
  /// The row of the posts the cursor is on its way to, beyond the posts loaded: where the keys
  /// pressed while the next pages load would have taken it.
  private var postsTarget: Int?
  /// How current each screen's data is.
  var freshness: ScreenFreshness
  /// The search of each list that was searched, by its screen's id.
  var searches: [ScreenID: ListSearch] = [:]
  /// The feature state of every post, loaded once when the posts are first searched, `nil`
  /// before.
  var allPostsList: PostsListFeature.State?
  /// The command line opened with `:`, while it is open.
  var commandLine: TextInput?
  /// The screens opened from the command line, by id, with what they show (`post 999`), until
  /// they load: one that is not found closes, and the status line says so.
  var jumps: [ScreenID: String] = [:]
  /// The item just created, until the list it went into shows it.
  var createdItem: CreatedItem?
  /// Whether the users list was asked for, by its tab or for the albums' owners.
  var hasRequestedUsers = false
  /// Whether the users were asked for to name the albums' owners, and what came of it.
  var albumOwnersLoad = AlbumOwnersLoad.notAsked
  private var nextScreenID = ScreenID.firstOpened

  /// Creates the state of a browser that starts on the posts, and may not use the network
  /// when `isOffline`.
  init(size: TerminalSize, isOffline: Bool = false) {
    self.size = size
    freshness = ScreenFreshness(isOffline: isOffline)
    stacks = BrowseTab.allCases.map { [Self.root(of: $0)] }
  }

  /// The requests to make when the browser starts: the first page of posts, from the store
  /// if it has it, then at once every page stored after it.
  mutating func start() -> [BrowseRequest] {
    freshness.startLoad(of: ScreenID.root(of: .posts), quiet: false)
    appendsStoredPosts = true
    return [.posts(.refresh(.storedIfAvailable))]
  }

  /// Every post, once they are asked for, for the search of the posts.
  var allPosts: Loadable<[PostSummary]>? {
    allPostsList.map { $0.posts.map(\.items) }
  }

  /// Every screen on the stacks, tab after tab, each stack from its root: the children of
  /// ``BrowseFeature`` by ``ScreenID``. Setting it replaces the screens in place; it does not
  /// add or remove any.
  var screens: [ScreenEntry] {
    get { Array(stacks.joined()) }
    set {
      var next = newValue.makeIterator()
      for tab in stacks.indices {
        for index in stacks[tab].indices {
          guard let entry = next.next() else { return }
          stacks[tab][index] = entry
        }
      }
    }
  }

  /// Notes the post under the posts' cursor, before the feed changes.
  mutating func anchorPostsCursor() {
    postsCursorAnchor = isSearching(.posts) ? nil : posts.items.element(at: postsCursor)?.post.id
  }

  /// Notes the user under the users' cursor, before the users list changes.
  mutating func anchorUsersCursor() {
    let row = stacks[BrowseTab.users.rawValue].first?.position.cursor ?? 0
    usersCursorAnchor = shownUsers.element(at: row)?.id
  }

  /// The screen shown, on top of the current tab's stack.
  var top: ScreenEntry {
    stacks[tab.rawValue].last ?? Self.root(of: tab)
  }

  /// The screen a tab starts with, its id the tab's number.
  private static func root(of tab: BrowseTab) -> ScreenEntry {
    let screen: BrowseScreen =
      switch tab {
      case .posts: .posts
      case .users: .users
      case .albums: .albums(AlbumList())
      case .todos: .todos(TodosScreen())
      }
    return ScreenEntry(id: .root(of: tab), screen: screen)
  }

  /// Whether anything shown is loading, so the spinner turns.
  var isLoading: Bool {
    switch top.screen {
    case .posts: posts.isLoading
    case .users: users.users.isLoading
    case .post(let state): state.detail.isLoading
    case .user(let state): state.detail.isLoading
    case .todos(let screen): screen.checklist.todos.isLoading
    case .form(let form): form.content.isLoading || form.content.isSubmitting
    case .albums, .album, .photo: isAlbumScreenLoading(top.screen)
    }
  }

  /// When the oldest stored data the screen shown shows was stored, if it came from the store.
  var shownDataStoredAt: Date? {
    freshness.origin(of: top.id).oldestStoredAt
  }

  /// Whether a spinner is on the screen, so that it needs its next frame.
  var showsSpinner: Bool {
    (isLoading || deletions.contains { $0.status == .deleting }) && !showsHelp
      && !BrowseLayout.isTooSmall(size)
  }

  /// Applies `action` and returns the work it asks for.
  mutating func reduce(_ action: BrowseAction) -> [BrowseRequest] {
    switch action {
    case .start:
      return start()
    case .key(let key):
      return press(key)
    case .keys:
      // BrowseFeature reduces each key as an action of its own.
      return []
    case .resized(let size):
      self.size = size
      clampPositions()
      return loadMorePostsIfNeeded()
    case .tick:
      spinnerFrame = spinnerFrame.addingClamped(1)
      return []
    case .posts(let action, _):
      let requests = postsChanged(by: action)
      return requests.isEmpty ? selectCreatedPost() : requests
    case .users(.list(.revalidate), _), .allPosts(.list(.revalidate), _):
      // A revalidation keeps what the list shows until its answer comes.
      return []
    case .users:
      defer { selectCreatedUser() }
      albumOwnersChanged()
      return usersChanged()
    case .allPosts:
      allPostsChanged()
      return []
    case .screen(let element):
      return screenChanged(element.id, by: element.action)
    case .readSource(let screen, let source):
      freshness.record(source, for: screen)
      return []
    case .deletion(let element):
      return deletionChanged(element.id, by: element.action)
    case .sendPendingDeletions:
      return sendPendingDeletions()
    case .warningsChanged(let lines):
      warning = lines.last.map { "warning: \($0)" }
      return []
    case .editorFinished(let screen, let outcome):
      return editorFinished(on: screen, outcome)
    case .urlNotOpened(let screen, let url):
      // A photo's screen shows the address where it stands; the others say it once.
      let shown = stacks.joined().first { $0.id == screen }?.screen
      let isPhoto = if case .photo? = shown { true } else { false }
      if !isPhoto { notice = "could not open \(url)" }
      updateScreen(screen) { current in
        guard case .photo(var photo) = current else { return }
        photo.shownURL = url
        current = .photo(photo)
      }
      return []
    }
  }

  /// Reacts to what the feed of posts did: a page answered is noted, the cursor kept on its
  /// post while pages are updated in place, and the next pages asked for as needed.
  private mutating func postsChanged(by action: FeedFeature<PostSummary>.Action)
    -> [BrowseRequest]
  {
    indexPostsSearch()
    if case .storedPagesResponse = action, !isRevalidatingPosts {
      clampPositions()
      followPostsTarget()
      freshness.completeLoad(of: ScreenID.root(of: .posts), adding: true)
      return morePostsOrRevalidation()
    }
    guard case .pageResponse(let page, let result) = action else {
      clampPositions()
      followPostsTarget()
      return []
    }
    let tookPage = if case .success = result { true } else { false }
    if isRevalidatingPosts, tookPage, let anchor = postsCursorAnchor {
      keepPostsCursor(on: anchor)
    }
    clampPositions()
    followPostsTarget()
    if isRevalidatingPosts {
      return postsRevalidated(page: page, tookPage: tookPage)
    }
    postsLoaded(page: page, tookPage: tookPage)
    let screen = ScreenID.root(of: .posts)
    if appendsStoredPosts, tookPage {
      appendsStoredPosts = false
      if freshness.origin(of: screen).oldestStoredAt != nil, posts.hasMore, !posts.isLoading {
        freshness.startLoad(of: screen, quiet: false)
        return [.posts(.appendStoredPages)]
      }
    }
    return morePostsOrRevalidation()
  }

  /// The next page of posts when the cursor nears the end, or else, once they came from the
  /// store, the request to ask the server for them again.
  private mutating func morePostsOrRevalidation() -> [BrowseRequest] {
    let more = loadMorePostsIfNeeded()
    return more.isEmpty ? revalidatePostsIfIdle() : more
  }

  /// Reacts to what the users list's feature did: keeps the cursor on its user, says what a
  /// refresh found, and notes where the users came from.
  private mutating func usersChanged() -> [BrowseRequest] {
    let screen = ScreenID.root(of: .users)
    let stack = BrowseTab.users.rawValue
    indexUsersSearch()
    if let owner = users.owner { selectedUser = owner }
    if let cursorUser = usersCursorAnchor,
      let row = shownUsers.firstIndex(where: { $0.id == cursorUser }),
      stacks[stack].indices.contains(0)
    {
      stacks[stack][0].position.setCursor(
        row, count: shownUsers.count, visibleRows: visibleRows(.users))
    }
    if !users.users.isLoading, case .users(let before)? = refreshBaselines[screen] {
      refreshBaselines[screen] = nil
      if users.users.failure == nil {
        notice = RefreshBaseline.notice(
          changes: before.changedRows(comparedWith: users.visibleUsers))
      }
    }
    clampPositions()
    return usersLoaded()
  }

  /// Reacts to what the feature of screen `id` did after `action`.
  private mutating func screenChanged(_ id: ScreenID, by action: ScreenAction) -> [BrowseRequest] {
    switch action {
    case .readSource(let source):
      freshness.record(source, for: id)
      return []
    case .load(let options) where options.isQuiet:
      return []
    default:
      break
    }
    guard let screen = stacks.joined().first(where: { $0.id == id })?.screen else { return [] }
    if let requests = closeIfNotFound(id, showing: screen) { return requests }
    announceDetailRefresh(of: id, showing: screen, after: action)
    switch screen {
    case .post(let state):
      return loaded(id, state.detail, revalidation: .reloadDetail(screen: id))
    case .user(let state):
      return loaded(id, state.detail, revalidation: .reloadDetail(screen: id))
    case .todos(let todos):
      return todosChanged(todos.checklist, screen: id, by: action)
    case .albums(let albums):
      return albumListChanged(albums.list, screen: id)
    case .album(let grid):
      return photosChanged(grid, screen: id)
    case .form(let form):
      return formChanged(form, screen: id)
    case .posts, .users, .photo:
      return []
    }
  }

  /// Says what the refresh of the detail of screen `id` found, once `action` brought the
  /// detail it now shows; a failure is the detail's to show.
  private mutating func announceDetailRefresh(
    of id: ScreenID, showing screen: BrowseScreen, after action: ScreenAction
  ) {
    let succeeded: Bool
    switch action {
    case .post(.detailResponse(.success)), .user(.detailResponse(.success)): succeeded = true
    case .post(.detailResponse(.failure)), .user(.detailResponse(.failure)): succeeded = false
    default: return
    }
    guard let before = refreshBaselines.removeValue(forKey: id), succeeded else { return }
    notice = before == RefreshBaseline(detailOf: screen) ? "up to date" : "updated"
  }

  /// The number of rows or lines of `entry`'s screen.
  func rowCount(of screen: BrowseScreen) -> Int {
    switch screen {
    case .posts: shownPosts.count
    case .users: shownUsers.count
    case .todos(let screen): shownTodos(screen).count
    case .post, .user:
      DetailText.lines(
        of: screen, width: BrowseLayout.contentWidth(size), usesColor: false
      ).count
    case .album, .photo, .form: 0
    case .albums(let albums): shownAlbums(albums).count
    }
  }

  // MARK: - Freshness

  /// Notes where the posts shown came from once a page arrives, or that it failed.
  private mutating func postsLoaded(page: Int, tookPage: Bool) {
    let screen = ScreenID.root(of: .posts)
    if posts.failure != nil {
      freshness.failLoad(of: screen)
    } else if tookPage {
      freshness.completeLoad(of: screen, adding: page > 1)
    }
  }

  /// Asks the server again for the posts, quietly, once they came from the store and no page
  /// is loading; the posts shown, and the cursor, stay while the pages are asked for again.
  private mutating func revalidatePostsIfIdle() -> [BrowseRequest] {
    let screen = ScreenID.root(of: .posts)
    guard !posts.isLoading, freshness.needsRevalidation(screen) else { return [] }
    freshness.startRevalidation(of: screen)
    isRevalidatingPosts = posts.loadedPages > 0
    return [.posts(.revalidate)]
  }

  /// Pull to refresh: the posts shown stay, each page updated in place as the server answers
  /// it again; with `announced`, the status line then says what changed.
  mutating func refreshPosts(announced: Bool = false) -> [BrowseRequest] {
    let screen = ScreenID.root(of: .posts)
    guard !posts.items.isEmpty else {
      freshness.startLoad(of: screen, quiet: false)
      return [.posts(.refresh(.revalidated))]
    }
    announcesPostsRefresh = announced
    freshness.startLoad(of: screen, quiet: true)
    isRevalidatingPosts = posts.loadedPages > 0
    return [.posts(.revalidate)]
  }

  /// The cursor's row on the posts.
  private var postsCursor: Int {
    stacks[BrowseTab.posts.rawValue].first?.position.cursor ?? 0
  }

  /// Moves the posts' cursor to post `id` where a page updated in place put it.
  private mutating func keepPostsCursor(on id: Post.ID) {
    let stack = BrowseTab.posts.rawValue
    guard let row = posts.items.firstIndex(where: { $0.post.id == id }),
      stacks[stack].indices.contains(0)
    else { return }
    stacks[stack][0].position.setCursor(
      row, count: posts.items.count, visibleRows: visibleRows(.posts))
  }

  /// Goes on asking the server again for the posts shown, page after page, and once every
  /// page is asked for, says what changed if the refresh was asked for with `r`.
  private mutating func postsRevalidated(page: Int, tookPage: Bool) -> [BrowseRequest] {
    let screen = ScreenID.root(of: .posts)
    if posts.failure != nil {
      freshness.failLoad(of: screen)
      announcesPostsRefresh = false
      isRevalidatingPosts = false
      return []
    }
    guard tookPage else { return [] }
    freshness.completeLoad(of: screen, adding: page > 1)
    if posts.isRevalidating {
      freshness.startLoad(of: screen, quiet: true)
      return []
    }
    isRevalidatingPosts = false
    if announcesPostsRefresh {
      announcesPostsRefresh = false
      let changes = posts.revalidationChanges
      notice = RefreshBaseline.notice(changes: changes)
    }
    return loadMorePostsIfNeeded()
  }

  /// Notes where the users shown came from, and asks the server again, quietly, when they
  /// came from the store.
  private mutating func usersLoaded() -> [BrowseRequest] {
    let screen = ScreenID.root(of: .users)
    if users.users.failure != nil {
      freshness.failLoad(of: screen)
      return []
    }
    guard users.users.value != nil else { return [] }
    freshness.completeLoad(of: screen)
    guard freshness.needsRevalidation(screen) else { return [] }
    freshness.startRevalidation(of: screen)
    return [.users([.list(.revalidate)], .revalidated)]
  }

  /// Notes where the data of screen `screen` came from once `detail` is loaded, and asks the
  /// server again with `revalidation`, quietly, when it came from the store.
  mutating func loaded<Value>(
    _ screen: ScreenID, _ detail: Loadable<Value>, revalidation: BrowseRequest
  ) -> [BrowseRequest] {
    switch detail {
    case .loading:
      return []
    case .failed:
      freshness.failLoad(of: screen)
      return []
    case .loaded:
      freshness.completeLoad(of: screen)
      guard freshness.needsRevalidation(screen) else { return [] }
      freshness.startRevalidation(of: screen)
      return [revalidation]
    }
  }

  // MARK: - Keys

  private mutating func press(_ key: Key) -> [BrowseRequest] {
    notice = nil
    if let requests = pressOnCommandLine(key) { return requests }
    if let requests = pressForForms(key) { return requests }
    if let requests = pressOnSearch(key) { return requests }
    switch key {
    case .control("c"): return quit(interrupted: true)
    case .character("q") where !showsHelp: return quit(interrupted: false)
    case .control("z"): return [.suspend]
    default: break
    }
    if showsHelp {
      // Arrows scroll a help taller than the window; any other key closes it, q included.
      let hidden = BrowseLayout.hiddenHelpLines(size, on: top.screen)
      let step: Int? =
        switch key {
        case .down, .character("j"): 1
        case .up, .character("k"): -1
        case .pageDown: BrowseLayout.helpRows(size)
        case .pageUp: -BrowseLayout.helpRows(size)
        default: nil
        }
      if let step, hidden > 0 {
        helpOffset = max(0, min(hidden, helpOffset.addingClamped(step)))
      } else {
        showsHelp = false
      }
      return []
    }
    guard !BrowseLayout.isTooSmall(size) else { return [] }
    switch key {
    case .character("?"):
      showsHelp = true
      helpOffset = 0
      return []
    case .tab: return select(tab.advanced(by: 1))
    case .backTab: return select(tab.advanced(by: -1))
    case .character(let character):
      if let number = character.wholeNumberValue, let tab = BrowseTab(rawValue: number - 1) {
        return select(tab)
      }
    default: break
    }
    if key == .character("r"), freshness.isOffline {
      // Offline, the store has already given all it has; a refresh would only claim more.
      notice = "offline: r needs the network"
      return []
    }
    if case .todos(let screen) = top.screen {
      return pressOnTodos(key, screen: screen)
    }
    if let requests = pressOpenOnUser(key) ?? pressOnAlbumScreen(key) {
      return requests
    }
    if let delta = movement(for: key) {
      return move(by: delta)
    }
    if key == .character("r") {
      // A refresh asks the server again; the cache speaks up again if it still stands in.
      warning = nil
    }
    switch top.screen {
    case .posts: return pressOnPosts(key)
    case .users: return pressOnUsers(key)
    case .post(let state): return pressOnPost(key, state: state)
    case .user(let state): return pressOnUser(key, state: state)
    case .todos, .albums, .album, .photo, .form: return []
    }
  }

  /// How far `key` moves the cursor or scrolls: a row, half a page (Ctrl-U, Ctrl-D, as in
  /// vim and less), a page, or to either end.
  func movement(for key: Key) -> Int? {
    let page = visibleRows(top.screen)
    let halfPage = max(1, page / 2)
    switch key {
    case .up, .character("k"): return -1
    case .down, .character("j"): return 1
    case .control("u"): return -halfPage
    case .control("d"): return halfPage
    case .pageUp: return -page
    case .pageDown: return page
    case .home, .character("g"): return .min
    case .end, .character("G"): return .max
    default: return nil
    }
  }

  mutating func move(by delta: Int) -> [BrowseRequest] {
    let screen = top.screen
    let count = rowCount(of: screen)
    let rows = visibleRows(screen)
    if screen == .posts, !isSearching(.posts) {
      // A move beyond the posts loaded waits for the pages it needs; moving back cancels it.
      let start = delta > 0 ? (postsTarget ?? top.position.cursor) : top.position.cursor
      let target = start.addingClamped(delta)
      postsTarget = target >= count && posts.hasMore && posts.failure == nil ? target : nil
      updateTop { $0.position.setCursor(target, count: count, visibleRows: rows) }
      return delta == .max ? loadRemainingPosts() : loadMorePostsIfNeeded()
    }
    updateTop { entry in
      switch screen {
      case .posts, .users, .albums, .todos:
        entry.position.moveCursor(by: delta, count: count, visibleRows: rows)
      case .post, .user:
        entry.position.scroll(by: delta, count: count, visibleRows: rows)
        // Back at the top, a user's albums start again from the first.
        if delta == .min { entry.position.cursor = 0 }
      case .album, .photo, .form: break
      }
    }
    return []
  }

  /// Moves the posts' cursor towards ``postsTarget`` as pages arrive, until it is reached or
  /// there are no more posts.
  private mutating func followPostsTarget() {
    guard !posts.isReplacing, let target = postsTarget,
      let root = stacks[BrowseTab.posts.rawValue].indices.first
    else { return }
    let count = posts.items.count
    stacks[BrowseTab.posts.rawValue][root].position.setCursor(
      target, count: count, visibleRows: visibleRows(.posts))
    if target < count || !posts.hasMore || posts.failure != nil {
      postsTarget = nil
    }
  }

  private mutating func pressOnPosts(_ key: Key) -> [BrowseRequest] {
    switch key {
    case .enter:
      guard let summary = shownPosts.element(at: top.position.cursor) else { return [] }
      return push(.post(PostDetailFeature.State(postID: summary.post.id))) {
        .openPost(screen: $0, summary.post.id)
      }
    case .character("r"):
      postsTarget = nil
      if posts.failure != nil && !posts.items.isEmpty {
        freshness.startLoad(of: ScreenID.root(of: .posts), quiet: false)
        return [.posts(.retry)]
      }
      return refreshPosts(announced: true)
    default:
      return []
    }
  }

  private mutating func pressOnUsers(_ key: Key) -> [BrowseRequest] {
    let user = shownUsers.element(at: top.position.cursor)
    switch key {
    case .enter:
      guard let user else { return [] }
      return openUser(user.id)
    case .character(" "), .character("s"):
      guard let user else { return [] }
      selectedUser = user
      return reloadUsers(selecting: user.id)
    case .character("x"):
      guard users.selectedOwner != nil else { return [] }
      selectedUser = nil
      return reloadUsers(selecting: nil)
    case .character("r"):
      if users.users.value != nil {
        refreshBaselines[ScreenID.root(of: .users)] = .users(users.visibleUsers)
      }
      return reloadUsers(selecting: users.selectedOwner, keepingCursor: true)
    default:
      return []
    }
  }

  private mutating func pressOnPost(_ key: Key, state: PostDetailFeature.State) -> [BrowseRequest] {
    guard key == .character("a") else { return pressOnDetail(key) }
    guard let author = state.detail.value?.post.userId else { return [] }
    return openUser(author)
  }

  mutating func pressOnDetail(_ key: Key) -> [BrowseRequest] {
    switch key {
    case .escape, .backspace, .left:
      return pop()
    case .character("r"):
      refreshBaselines[top.id] = RefreshBaseline(detailOf: top.screen)
      freshness.startLoad(of: top.id, quiet: true)
      return [.reloadDetail(screen: top.id)]
    default:
      return []
    }
  }

  // MARK: - Navigation

  mutating func select(_ newTab: BrowseTab) -> [BrowseRequest] {
    tab = newTab
    if newTab == .albums { return loadAlbumsIfNeeded() }
    if newTab == .todos { return openTodosTab() }
    guard newTab == .users, !hasRequestedUsers else { return [] }
    return reloadUsers(selecting: nil)
  }

  /// Selects `owner` (or none) and loads the list again: without them, in reverse order. The
  /// first time, the list is loaded; afterwards selecting is what fetches it again. The users
  /// list's feature makes the change when it gets the actions returned.
  mutating func reloadUsers(selecting owner: User.ID?, keepingCursor: Bool = false)
    -> [BrowseRequest]
  {
    let isFirstLoad = !hasRequestedUsers
    hasRequestedUsers = true
    // Refreshing the same selection keeps the users shown until the new list comes.
    let isQuiet = owner == users.selectedOwner && users.users.value != nil
    if !keepingCursor {
      updateTop { $0.position = ListPosition() }
    }
    freshness.startLoad(of: ScreenID.root(of: .users), quiet: isQuiet)
    if isFirstLoad {
      return [.users([.selectOwner(owner), .list(.load)], .storedIfAvailable)]
    }
    return [.users([isQuiet ? .list(.revalidate) : .selectOwner(owner)], .revalidated)]
  }

  mutating func openUser(_ id: User.ID) -> [BrowseRequest] {
    push(.user(UserDetailFeature.State(userID: id))) { .openUser(screen: $0, id) }
  }

  mutating func push(_ screen: BrowseScreen, request: (ScreenID) -> BrowseRequest?)
    -> [BrowseRequest]
  {
    let id = nextScreenID
    nextScreenID = id.next
    stacks[tab.rawValue].append(ScreenEntry(id: id, screen: screen))
    freshness.startLoad(of: id, quiet: false)
    return request(id).map { [$0] } ?? []
  }

  /// Closes the screen shown; ``BrowseFeature`` cancels what its feature was doing.
  mutating func pop() -> [BrowseRequest] {
    guard stacks[tab.rawValue].count > 1, let entry = stacks[tab.rawValue].popLast() else {
      return []
    }
    freshness.forget(entry.id)
    jumps[entry.id] = nil
    return []
  }

  mutating func updateTop(_ change: (inout ScreenEntry) -> Void) {
    let tab = tab.rawValue
    guard let last = stacks[tab].indices.last else { return }
    change(&stacks[tab][last])
  }

  mutating func updateScreen(_ id: ScreenID, _ change: (inout BrowseScreen) -> Void) {
    for tab in stacks.indices {
      for index in stacks[tab].indices where stacks[tab][index].id == id {
        change(&stacks[tab][index].screen)
      }
    }
  }

  /// Keeps every cursor and scroll offset within what its screen now has.
  mutating func clampPositions() {
    for tab in stacks.indices {
      for index in stacks[tab].indices {
        let entry = stacks[tab][index]
        let count = rowCount(of: entry.screen)
        let rows = visibleRows(entry.screen)
        switch entry.screen {
        case .posts, .users, .albums, .todos:
          stacks[tab][index].position.setCursor(
            entry.position.cursor, count: count, visibleRows: rows)
        case .post, .user:
          stacks[tab][index].position.scroll(by: 0, count: count, visibleRows: rows)
        case .photo, .form:
          break
        case .album(let grid):
          stacks[tab][index].screen = .album(reflowed(grid))
        }
      }
    }
  }

  /// Asks for every page of posts after those loaded, for the cursor on its way to the end.
  private mutating func loadRemainingPosts() -> [BrowseRequest] {
    guard posts.hasMore, !posts.isLoading, posts.failure == nil else { return [] }
    freshness.startLoad(of: ScreenID.root(of: .posts), quiet: false)
    return [.posts(.loadRemainingPages)]
  }

  /// Asks for the next page of posts when the cursor is within a page of the end of what is
  /// loaded, or the loaded posts do not fill the screen.
  private mutating func loadMorePostsIfNeeded() -> [BrowseRequest] {
    guard let entry = stacks[BrowseTab.posts.rawValue].first, !isSearching(.posts) else {
      return []
    }
    let rows = visibleRows(.posts)
    guard entry.position.cursor.addingClamped(rows) >= posts.items.count, posts.hasMore,
      !posts.isLoading, posts.failure == nil
    else { return [] }
    freshness.startLoad(of: ScreenID.root(of: .posts), quiet: false)
    return [.posts(.loadNextPage)]
  }
}

extension Array {
  /// The element at `index`, or `nil` outside the array.
  func element(at index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
