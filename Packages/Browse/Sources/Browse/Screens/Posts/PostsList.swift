import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The Posts tab: the feed of posts, loaded a page at a time as the cursor nears the end of
/// what is loaded, each post with its author.
typealias PostsScreen = ListScreen<PostsList>

/// The posts as a ``ListScreen`` shows them: the feed (`FeedFeature`), every post for its
/// search (`PostsListFeature`, there once the posts are first searched), and what the pages
/// read left out.
///
/// At start the first page is read from the store if it has it, followed at once by every page
/// stored after it; once shown from the store, the pages are asked for again in place. Moves
/// past the posts loaded are kept while the pages they need load (``ListCursor/target``), and
/// `G` loads every remaining page at once.
struct PostsList: ListResource {
  typealias Delegate = BrowseDelegate
  struct State: Sendable, Hashable {
    /// The feed of posts: the pages loaded so far.
    var feed = FeedFeature<PostSummary>.State(pageSize: PostsList.pageSize)
    /// Every post, loaded once the posts are first searched; `nil` before.
    var allPosts: PostsListFeature.State?
    /// What the pages read left out, by resource: posts that could not be read, and users that
    /// could not be read, whose posts name no author. The first page's answer starts it anew.
    var skipped: [String: SkippedItems] = [:]
    /// Whether the refresh under way says what it found once every page has its answer.
    var announcesRefresh = false
    /// Whether the first page, once it comes from the store, is followed by every page stored
    /// after it, before the posts are asked for again.
    var appendsStoredPages = false
    /// The round of pages whose reads share one read of the authors (``AuthorsOnce``): a
    /// refresh starts the next.
    var authorsRound = 0
  }

  enum Action: Sendable, Hashable {
    /// Loads every post, as the search does, unless they are loaded or loading: the command
    /// line looks among them for a title.
    case loadEveryPost
    case feed(FeedFeature<PostSummary>.Action)
    case allPosts(PostsListFeature.Action)
  }

  static let pageSize = 20
  static let rowName = "post"
  static let rowsName = "posts"
  static let headerRows = 1
  /// The columns the list sorts by, with the letters that pick them after `S`: the columns of
  /// its table.
  static let columns: [SortColumn<PostSummary>] = [
    SortColumn("i", "id", header: "ID") { .number($0.post.id.rawValue) },
    SortColumn("t", "title", header: "TITLE") { .folding($0.post.title) },
    SortColumn("a", "author", header: "AUTHOR") { $0.author.map { .folding($0.name) } ?? .missing },
  ]

  let feed: FeedFeature<PostSummary>
  let allPosts: PostsListFeature
  let isOffline: Bool

  /// The posts read through `client`, whose reads of the authors ``AuthorsOnce`` shares.
  init(client: NetworkClient, isOffline: Bool) {
    feed = FeedFeature(client: client)
    allPosts = PostsListFeature(client: client)
    self.isOffline = isOffline
  }

  static func id(of row: PostSummary) -> Post.ID { row.post.id }
  static func target(of row: PostSummary) -> DeleteFeature.Target? { .post(row.post.id) }

  /// A post's screen confirms the deletion of its record.
  static func deletionTarget(of key: RecordKey) -> DeleteFeature.Target? {
    Int(key.id).map { .post(Post.ID($0)) }
  }

  static func recordKey(of target: DeleteFeature.Target) -> RecordKey? {
    guard case .post(let id) = target else { return nil }
    return PostDetails.deletionTarget(of: id)
  }

  static func rows(_ state: Screen.State) -> [PostSummary] {
    state.feed.items
  }

  /// While searching, every post once loaded, the posts loaded until then.
  static func searchedRows(_ state: Screen.State) -> [PostSummary] {
    state.allPosts?.posts.value?.items ?? state.feed.items
  }

  static func isLoading(_ state: Screen.State) -> Bool {
    state.feed.isLoading
  }

  /// More posts may come: more pages, none failed, and no search filtering them.
  static func moreRowsMayCome(_ state: Screen.State) -> Bool {
    !state.isSearching && state.feed.hasMore && state.feed.failure == nil
  }

  static func matchesMayCome(_ state: Screen.State) -> Bool {
    state.isSearching && state.allPosts?.posts.isLoading == true
  }

  static func failure(_ state: Screen.State) -> LoadFailure? {
    state.feed.failure
  }

  /// The first page, from the store if it has it, unless pages are loaded or loading.
  func appear(_ state: inout Screen.State) -> Effect<Screen.Action> {
    guard !state.isRequested, state.feed.loadedPages == 0, !state.feed.isLoading else {
      return .none
    }
    state.isRequested = true
    state.appendsStoredPages = true
    return run(.refresh(.storedIfAvailable), &state)
  }

  func reload(_ state: inout Screen.State) -> Effect<Screen.Action> {
    refresh(announced: false, &state)
  }

  func retry(_ state: inout Screen.State) -> Effect<Screen.Action> {
    guard state.feed.failure != nil, !state.feed.items.isEmpty else {
      return refresh(announced: false, &state)
    }
    return run(.retry, &state)
  }

  func reduce(_ action: Action, _ state: inout Screen.State) -> Effect<Screen.Action> {
    switch action {
    case .loadEveryPost: loadEveryPost(&state)
    case .feed(let action): run(action, &state)
    case .allPosts(let action): runAllPosts(action, &state)
    }
  }

  /// A move past the posts loaded waits for the pages it needs, and `G` asks for every
  /// remaining page at once.
  func move(by delta: Int, _ state: inout Screen.State) -> Effect<Screen.Action> {
    let canGrow = state.moreRowsMayCome
    state.moveCursor(by: delta)
    guard delta == .max, canGrow else { return .none }
    return run(.loadRemainingPages, &state)
  }

  func cursorMoved(_ state: inout Screen.State) -> Effect<Screen.Action> {
    loadMoreIfNeeded(&state)
  }

  /// Opening the search loads every post once, to search them all rather than the pages
  /// loaded.
  func searched(_ outcome: SearchBar.Outcome, _ state: inout Screen.State)
    -> Effect<Screen.Action>
  {
    outcome == .opened ? loadEveryPost(&state) : .none
  }

  /// Sorting asks for every remaining page at once, as `G` does, so that the order is that of
  /// every post rather than of the pages loaded, also while a search filters them (its end
  /// shows the pages loaded again); each page sorted in keeps the cursor on its post.
  func sorted(_ outcome: ListSort.Outcome, _ state: inout Screen.State) -> Effect<Screen.Action> {
    let pagesRemain = state.feed.hasMore && state.feed.failure == nil
    guard outcome == .sorted, pagesRemain, state.feed.remainingPages == nil else { return .none }
    return run(.loadRemainingPages, &state)
  }

  /// The remaining pages, to reach a post selected but not loaded.
  func loadToSelect(_ state: inout Screen.State) -> Effect<Screen.Action>? {
    guard state.feed.hasMore, state.feed.failure == nil else { return nil }
    return run(.loadRemainingPages, &state)
  }
}

extension ListScreen where Resource == PostsList {
  /// The Posts tab, reading the posts through `client`, whose reads of the authors
  /// ``AuthorsOnce`` shares, and deleting through `deletion`.
  init(client: NetworkClient, deletion: DeleteFeature, isOffline: Bool) {
    self.init(
      PostsList(client: client, isOffline: isOffline),
      deletions: DeletionList(deletion: deletion), isOffline: isOffline)
  }
}

extension ListScreen.State where Resource == PostsList {
  init(size: TerminalSize) {
    self.init(PostsList.State(), size: size)
  }
}
