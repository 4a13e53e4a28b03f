import Features
import JSONPlaceholderFeatures
import NetworkClient

/// The browser as one reducer: its state, ``BrowseState``, holds the navigation (tabs, a
/// stack of screens per tab, the help, the notices, the search bars) and every screen's
/// feature state as a child: the feed of posts, every post for their search, the users list
/// with its owner selection, each screen's detail, album list, photos, checklist or form, and
/// the deletion asked about.
///
/// Each child's action runs the child's reducer on the child's state, and the child's
/// effects send their actions back up: the top-level children through ``Scope`` (or
/// ``Reducer/ifLet(_:action:then:)`` for every post, there once asked for), the screens
/// through ``Reducer/forEach(_:action:element:)`` keyed by ``ScreenID``, so that closing a
/// screen cancels its loads, and the deletions keyed by what they delete. Then ``BrowseState/reduce(_:)`` reacts to the action as the
/// parent, and does the work it asks for (``BrowseRequest``): an action for a child is
/// reduced at once, as part of the same action, so that the next key finds every child as
/// the keys before left it; what only the ``BrowseRuntime`` can do becomes an effect.
struct BrowseFeature: Reducer {
  typealias State = BrowseState
  typealias Action = BrowseAction

  private let runtime: BrowseRuntime
  private let posts: FeedFeature<PostSummary>
  private let allPosts: PostsListFeature
  private let users: UsersListFeature
  private let deletion: DeleteFeature
  private let screens: BrowseScreenFeature

  /// How long a confirmed deletion can be undone before it is sent.
  static let undoWindow = Duration.seconds(5)

  /// Creates the browser, loading and saving through `client`, with `runtime` for what only
  /// the program around it can do; the undo window of a deletion closes on `clock`.
  init(
    client: NetworkClient, runtime: BrowseRuntime = .inert,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.runtime = runtime
    let postsClient = AuthorsOnce().client(client)
    posts = FeedFeature(client: postsClient)
    allPosts = PostsListFeature(client: postsClient)
    users = UsersListFeature(client: client)
    deletion = DeleteFeature(client: client, undoWindow: Self.undoWindow, clock: clock)
    screens = BrowseScreenFeature(client: client)
  }

  func reduce(into state: inout BrowseState, action: BrowseAction) -> Effect<BrowseAction> {
    if case .keys(let keys) = action {
      return .merge(keys.map { reduce(into: &state, action: .key($0)) })
    }
    return Reduce<BrowseState, BrowseAction> { state, action in
      let child = reduceChild(&state, action)
      let requests = state.reduce(action)
      return .merge([child] + requests.map { perform($0, &state) })
    }
    .forEach(\.screens, action: BrowseAction.screenCase) { screens }
    .forEach(\.deletions, action: BrowseAction.deletionCase) { deletion }
    .reduce(into: &state, action: action)
  }

  /// The children alone, without the parent's reaction: the screen that an action is for, and
  /// the child of the top of the state that it is for. Tests of the parent's reaction run them
  /// to bring the children's states where the browser's would be.
  var children: some Reducer<BrowseState, BrowseAction> {
    Reduce<BrowseState, BrowseAction> { state, action in reduceChild(&state, action) }
      .forEach(\.screens, action: BrowseAction.screenCase) { screens }
      .forEach(\.deletions, action: BrowseAction.deletionCase) { deletion }
  }

  /// Runs the child of the top of the state that `action` is for, if any.
  private func reduceChild(_ state: inout BrowseState, _ action: BrowseAction) -> Effect<
    BrowseAction
  > {
    switch action {
    case .posts(_, let options):
      state.anchorPostsCursor()
      return Scope(state: \BrowseState.posts, action: BrowseAction.postsCase) { posts }
        .reduce(into: &state, action: action)
        .reading(options.freshness) { .readSource(screen: .root(of: .posts), $0) }
    case .users(_, let options):
      state.anchorUsersCursor()
      return Scope(state: \BrowseState.users, action: BrowseAction.usersCase) { users }
        .reduce(into: &state, action: action)
        .reading(options.freshness) { .readSource(screen: .root(of: .users), $0) }
    case .allPosts(_, let options):
      return Reduce<BrowseState, BrowseAction> { _, _ in .none }
        .ifLet(\BrowseState.allPostsList, action: BrowseAction.allPostsCase) { allPosts }
        .reduce(into: &state, action: action)
        .reading(options.freshness)
    default:
      return .none
    }
  }

  /// Does `request`: reduces the child's action it asks for at once, or returns the effect
  /// that does what only the runtime can.
  func perform(_ request: BrowseRequest, _ state: inout BrowseState) -> Effect<BrowseAction> {
    let actions = childActions(for: request, state)
    if !actions.isEmpty {
      return .merge(actions.map { reduce(into: &state, action: $0) })
    }
    return runtimeEffect(of: request)
  }

  /// The children's actions that `request`, made in `state`, asks for; none for the
  /// runtime's work.
  private func childActions(for request: BrowseRequest, _ state: BrowseState) -> [BrowseAction] {
    switch request {
    case .posts(let action):
      return [.posts(action)]
    case .users(let actions, let freshness):
      return actions.map { .users($0, ReadOptions(freshness: freshness)) }
    case .loadAllPosts(let freshness):
      let load: ListFeature<PostQuery, PostSummary>.Action =
        state.allPostsList?.posts.value != nil ? .revalidate : .load
      return [.allPosts(.list(load), ReadOptions(freshness: freshness))]
    case .openPost(let screen, _), .openUser(let screen, _), .openTodos(let screen, _),
      .albums(.loadList(let screen)), .albums(.openAlbum(let screen, _)):
      return [.screen(screen, .load(ReadOptions(freshness: .storedIfAvailable)))]
    case .todos(let screen, .load, let freshness):
      return [load(screen, freshness, state)]
    case .todos(let screen, let action, _):
      return [.screen(screen, .todos(action))]
    case .reloadDetail(let screen), .albums(.reload(let screen)):
      return [load(screen, .revalidated, state)]
    case .forms(.load(let screen)):
      return [.screen(screen, .load(ReadOptions()))]
    case .forms(.send(let screen, let input)):
      return [.screen(screen, .form(input))]
    case .forms(.deletion(let target, let action)):
      return [.deletion(ElementAction(id: target, action: action))]
    case .albums(.openURL), .quit, .suspend, .forms(.editBody):
      return []
    }
  }

  /// The effect that does what only the runtime can; none for a child's action.
  private func runtimeEffect(of request: BrowseRequest) -> Effect<BrowseAction> {
    switch request {
    case .albums(.openURL(let screen, let url)):
      return .run { [runtime] send in
        if !runtime.openURL(url) { await send(.urlNotOpened(screen: screen, url)) }
      }
    case .quit(let interrupted):
      return .run { [runtime] _ in runtime.end(interrupted ? .interrupted : .quit) }
    case .suspend:
      return .run { [runtime] _ in runtime.suspend() }
    case .forms(.editBody(let screen, let text)):
      return .run { [runtime] send in
        await send(.editorFinished(screen: screen, await runtime.edit(text)))
      }
    default:
      return .none
    }
  }

  /// Loads the data of screen `screen` again as fresh as `freshness` says, quietly when the
  /// screen's freshness says so.
  private func load(_ screen: ScreenID, _ freshness: ReadFreshness, _ state: BrowseState)
    -> BrowseAction
  {
    let options = ReadOptions(freshness: freshness, isQuiet: state.freshness.isQuiet(screen))
    return .screen(screen, .load(options))
  }
}
