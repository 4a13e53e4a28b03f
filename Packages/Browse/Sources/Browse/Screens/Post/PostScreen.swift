import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// A post with its author and comments, opened from the posts, the command line (`:post 7`)
/// or a form that saved it.
///
/// It owns the post's detail feature state, how far it is scrolled, the question whether to
/// delete the post, and where the post came from. `a` opens its author, `e` its form, `d`
/// asks to delete it (the list it came from deletes it, once confirmed), `r` asks the server
/// again and says what it found.
struct PostScreen: Reducer {
  struct State: Sendable, Hashable {
    /// The post's detail feature state.
    var detail: PostDetailFeature.State
    var scroll = DetailScroll()
    /// The find in the post's text that `/` opens.
    var find = PageFind()
    /// Whether the status line asks `Delete "TITLE"? [y/N]`, so that the next key answers.
    var isAskingToDelete = false
    /// Where the post shown came from.
    var origin = ScreenOrigin()
    /// The post shown when `r` was pressed, until its answer says whether it changed.
    var baseline: PostDetail?
    /// What the command line that opened the screen named it (`post 999`), until its first
    /// answer: if the post is not found, the screen closes and says so.
    var jumpName: String?
    /// The terminal's size, which the post is laid out in.
    var size: TerminalSize

    /// The screen of post `id`, laid out in `size`, showing `detail`.
    init(
      postID: Post.ID, detail: Loadable<PostDetail> = .loading, jumpName: String? = nil,
      size: TerminalSize
    ) {
      self.detail = PostDetailFeature.State(postID: postID, detail: detail)
      self.jumpName = jumpName
      self.size = size
    }
  }

  enum Action: Sendable, Hashable {
    /// The screen is shown: the post loads, from the store if it has it.
    case appear
    case key(Key)
    case resized(TerminalSize)
    /// The server answered a read somewhere: a stored post no longer stands in for it.
    case serverReached
    case detail(PostDetailFeature.Action)
    /// Where a read of the detail's was answered from.
    case readSource(ReadSource)
    case delegate(BrowseDelegate)
  }

  let post: PostDetailFeature
  let isOffline: Bool

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appear:
      return run(.load, .storedIfAvailable, &state)
    case .key(let key):
      return press(key, &state)
    case .resized(let size):
      state.size = size
      state.scroll.scroll(by: 0, count: state.lineCount, visibleRows: state.visibleRows)
      state.findAgain()
      return .none
    case .serverReached:
      state.origin.serverReached()
      return .none
    case .detail(let action):
      return run(action, .standard, &state)
    case .readSource(let source):
      state.origin.record(source)
      return .none
    case .delegate:
      return .none
    }
  }

  /// Runs `action` on the detail, its reads as fresh as `freshness` says, then reacts to its
  /// answer as ``DetailAnswer`` says.
  private func run(
    _ action: PostDetailFeature.Action, _ freshness: ReadFreshness, _ state: inout State
  ) -> Effect<Action> {
    let effect = post.reduce(into: &state.detail, action: action)
      .map(Action.detail)
      .reading(freshness) { .readSource($0) }
    guard case .detailResponse(let result) = action else { return effect }
    state.scroll.scroll(by: 0, count: state.lineCount, visibleRows: state.visibleRows)
    state.findAgain()
    let (delegate, revalidates) = DetailAnswer.take(
      result, baseline: state.baseline, jumpName: state.jumpName, origin: &state.origin,
      isOffline: isOffline)
    state.baseline = nil
    state.jumpName = nil
    let said = delegate.map { Effect<Action>.send(.delegate($0)) } ?? .none
    let revalidation = revalidates ? run(.revalidate, .revalidated, &state) : .none
    let missing = state.detail.detail.value == nil ? "the post could not be read" : nil
    let released = state.scroll.held.released(
      isWaiting: state.isWaitingForPost, pressedWhile: State.pressedWhile, missing: missing)
    let pressAgain = released.map { Effect<Action>.send(.delegate(BrowseDelegate($0))) } ?? .none
    return .merge(effect, pressAgain, said, revalidation)
  }

  /// Handles `key`: the deletion's question takes it first; then, while the post is coming,
  /// the keys that need it wait for it, as their bindings say, and the keys after those; then
  /// the table presses it.
  private func press(_ key: Key, _ state: inout State) -> Effect<Action> {
    if state.isAskingToDelete {
      state.isAskingToDelete = false
      guard key == .character("y") || key == .character("Y") else { return .none }
      return .send(.delegate(.deleteConfirmed(state.deletionTarget, title: state.title)))
    }
    if state.pressFinding(key) != nil { return .none }
    let wait = Self.keys.binding(for: key, in: state)?.wait ?? .actsAtOnce
    if state.scroll.held.hold(key, wait, whileComing: state.isWaitingForPost) { return .none }
    return Self.keys.effect(key, on: self, &state) { .delegate(.notice($0)) }
  }

  /// The keys of a post: each with what it does and the words that say so.
  static let keys = KeyTable<PostScreen, State, Effect<Action>>(
    ListKeys.findingInPage("find in the post's text") { .send(.delegate(.notice($0))) } + [
      ListKeys.back(rank: 5, wait: .leaves) { _, state in
        state.scroll.held.closing(pressedWhile: State.pressedWhile) { .delegate($0) }
      }.adding(.left),
      KeyBinding(
        [.character("a")], "a", "the post's author", hint: KeyHint("a author", rank: 10),
        refusal: { $0.detail.detail.value == nil ? "a: the post is not loaded" : nil }
      ) { _, state in
        guard let author = state.detail.detail.value?.post.userId else { return .none }
        return .send(.delegate(.open(.user(author))))
      },
      KeyBinding(
        [.character("e")], "e, d", "edit the post, delete it (after y; u on the posts undoes it)",
        wait: .actsAtOnce
      ) { _, state in
        let form =
          state.detail.detail.value.map { FormScreen.editing($0.post, author: $0.author) }
          ?? .editingPost(state.detail.postID)
        return .send(.delegate(.open(.form(form))))
      },
      KeyBinding([.character("d")], "d", "", wait: .actsAtOnce) { screen, state in
        guard !screen.isOffline else {
          let text = DeletionPrompt.offlineRefusal(.post(state.detail.postID))
          return .send(.delegate(.notice(text)))
        }
        state.isAskingToDelete = true
        return .none
      },
      ListKeys.copy("copy the post's URL, its JSON with its comments", wait: .actsAtOnce),
      ListKeys.refresh(hinted: false, wait: .actsAtOnce) { screen, state in
        state.baseline = state.detail.detail.value
        state.origin.startRefresh()
        return screen.run(.revalidate, .revalidated, &state)
      },
    ]
      + Movement.bindings(wait: .waits) { _, state, move in
        state.scroll.scroll(
          by: move.delta(page: state.visibleRows), count: state.lineCount,
          visibleRows: state.visibleRows)
        return .none
      })
}

extension PostScreen.State: FindsInPage {
  /// What a deletion of the post deletes.
  var deletionTarget: DeleteFeature.Target {
    .post(detail.postID)
  }

  /// The post's title once loaded, to ask about and to delete by.
  var title: String {
    detail.detail.value?.post.title ?? deletionTarget.description
  }

  /// Whether the post is loading, so the spinner turns.
  var isLoading: Bool {
    detail.detail.isLoading
  }

  /// Whether the post is coming for the first time, so that the keys that act on it wait.
  var isWaitingForPost: Bool {
    isLoading && detail.detail.value == nil
  }

  /// What the keys kept were pressed while, for the status line.
  static let pressedWhile = "the post loaded"

  /// The lines shown at once.
  var visibleRows: Int {
    ScreenLayout.bodyRows(size)
  }

  /// The number of lines of the post at the screen's width.
  var lineCount: Int {
    plainLines.count
  }

  /// The lines of the post at the screen's width, as drawn without styles.
  var plainLines: [String] {
    DetailText.lines(of: detail, width: ScreenLayout.contentWidth(size), usesColor: false)
  }
}
