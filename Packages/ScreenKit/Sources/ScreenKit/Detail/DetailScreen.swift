import Features
import TerminalKit

/// One record of any resource on a screen of its own: its lines scrolled, found in with `/`,
/// asked for again with `r`, deleted with `d` then `y`, and the resource's own keys
/// (``DetailResource``). The record may be a collection shown another way, such as an album's
/// photos in a grid: the resource then takes the moves and draws it.
///
/// While the record first comes, the keys that need it are kept and pressed again once it
/// came; a record opened from the command line that the server does not have closes the screen
/// and says so; a record first shown from the store is asked for again, quietly; a record that
/// could not be read is asked for again, once, when the program says the server answers again
/// (``Action/retryAfterOutage``).
///
/// A screen opened with the record already shown (what a list holds of it) shows it at once
/// and asks the server for it. A refresh that fails keeps what is shown and says so
/// (`r to retry: cannot reach …`), and is tried again once the server answers again; only a
/// record the server no longer has is replaced by the failure.
public struct DetailScreen<Resource: DetailResource>: Reducer {
  public struct State: Sendable, Hashable {
    public var detail: Resource.Detail
    public var scroll = DetailScroll()
    /// The find in the record's text that `/` opens.
    public var find = PageFind()
    /// Whether the status line asks `Delete "TITLE"? [y/N]`, so that the next key answers.
    public var isAskingToDelete = false
    public var origin = ScreenOrigin()
    /// Whether the record, which could not be read, is asked for again by itself once the
    /// server answers another request.
    public var outage = OutageRetry.idle
    /// The record shown when `r` was pressed, until its answer says whether it changed.
    public var baseline: Resource.Value?
    /// What the command line that opened the screen named it (`post 999`), until its first
    /// answer: if the record is not found, the screen closes and says so.
    public var jumpName: String?
    public var size: TerminalSize
    public var extra: Resource.Extra

    public init(
      id: Resource.ID, detail: Loadable<Resource.Value> = .loading, jumpName: String? = nil,
      size: TerminalSize, extra: Resource.Extra
    ) {
      self.detail = Resource.Detail(id: id, detail: detail)
      self.jumpName = jumpName
      self.size = size
      self.extra = extra
    }
  }

  public enum Action: Sendable, Hashable {
    /// The screen is shown: the record loads, from the store if it is stored.
    case appear
    case key(Key)
    /// Puts the resource's cursor on its item at an index, as a click does.
    case point(Int)
    case resized(TerminalSize)
    /// A change of the record's data was saved elsewhere: it is asked for again, quietly.
    case revalidate
    /// The server answered a read somewhere: a stored record no longer stands in for it.
    case serverReached
    /// The server answered another request since the record could not be read: it is asked
    /// for again, once.
    case retryAfterOutage
    case detail(DetailFeature<Resource.ID, Resource.Value>.Action)
    case readSource(ReadSource)
    case resource(Resource.Action)
    case delegate(Resource.Delegate)
  }

  public let resource: Resource

  public init(_ resource: Resource) {
    self.resource = resource
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appear:
      guard state.detail.detail.value == nil else { return run(.revalidate, .revalidated, &state) }
      return run(.load, .storedIfAvailable, &state)
    case .key(let key):
      return press(key, &state)
    case .point(let index):
      return resource.point(at: index, &state)
    case .resized(let size):
      state.size = size
      state.scroll.scroll(by: 0, count: state.lineCount, visibleRows: state.visibleRows)
      state.findAgain()
      resource.fit(&state)
      return .none
    case .revalidate:
      return run(.revalidate, .revalidated, &state)
    case .serverReached:
      state.origin.serverReached()
      return .none
    case .retryAfterOutage:
      guard state.outage.start() else { return .none }
      let isShown = state.detail.detail.value != nil
      return run(isShown ? .revalidate : .retry, .revalidated, &state)
    case .detail(let action):
      return run(action, .standard, &state)
    case .readSource(let source):
      state.origin.record(source)
      return .none
    case .resource(let action):
      return resource.reduce(action, &state)
    case .delegate:
      return .none
    }
  }

  /// Runs `action` on the record's feature, its reads as fresh as `freshness` says; once it
  /// answers, notes where the answer came from, says what a refresh found or that the record
  /// named is not there, asks the server again after the store, and presses again the keys
  /// kept meanwhile.
  func run(
    _ action: DetailFeature<Resource.ID, Resource.Value>.Action, _ freshness: ReadFreshness,
    _ state: inout State
  ) -> Effect<Action> {
    let shown = state.detail.detail.value
    let effect = resource.detail.reduce(into: &state.detail, action: action)
      .map(Action.detail)
      .reading(freshness) { .readSource($0) }
    guard case .detailResponse(let result) = action else { return effect }
    let kept = keep(shown, after: result, &state)
    state.scroll.scroll(by: 0, count: state.lineCount, visibleRows: state.visibleRows)
    state.findAgain()
    resource.fit(&state)
    let (delegate, revalidates) = answer(result, &state)
    let said = (kept ?? delegate).map { Effect<Action>.send(.delegate($0)) } ?? .none
    let revalidation = revalidates ? run(.revalidate, .revalidated, &state) : .none
    let missing =
      state.detail.detail.value == nil ? "the \(Resource.noun) could not be read" : nil
    let released = state.scroll.held.released(
      isWaiting: state.isWaitingForRecord, pressedWhile: State.pressedWhile, missing: missing)
    let pressAgain = released.map { Effect<Action>.send(.delegate(Resource.Delegate($0))) }
    return .merge(effect, pressAgain ?? .none, said, revalidation)
  }

  /// After a refresh of `shown` failed, shows it again, unless the server no longer has the
  /// record; the notice that says the refresh failed, when it did.
  private func keep(
    _ shown: Resource.Value?, after result: Result<Resource.Value, LoadFailure>,
    _ state: inout State
  ) -> Resource.Delegate? {
    guard let shown, case .failure(let failure) = result else { return nil }
    if case .notFound = failure.networkError { return nil }
    state.detail.detail = .loaded(shown)
    return .notice("r to retry: \(failure.browserMessage)")
  }

  /// Notes where `result` came from, and what follows: a record opened from the command line
  /// that is not found says so and closes; a refresh with `r` says whether the record
  /// changed; and a record first shown from the store is asked for again (`revalidates`).
  private func answer(_ result: Result<Resource.Value, LoadFailure>, _ state: inout State)
    -> (delegate: Resource.Delegate?, revalidates: Bool)
  {
    defer {
      state.baseline = nil
      state.jumpName = nil
    }
    switch result {
    case .failure(let failure):
      // A record the server says it does not have is not asked for again by itself.
      let isMissing = if case .notFound = failure.networkError { true } else { false }
      if !resource.isOffline { state.outage.take(failure) }
      _ = state.origin.take(succeeded: false, isOffline: resource.isOffline)
      guard let name = state.jumpName, isMissing else { return (nil, false) }
      return (.notFound(name), false)
    case .success(let value):
      if state.origin.pendingServerFailure != nil, !resource.isOffline {
        // Stored data in place of a server that could not be reached: asked for again once
        // it answers.
        state.outage.takeStandIn()
      } else {
        state.outage.take(nil)
      }
      let notice = state.baseline.map {
        Resource.Delegate.notice(
          RefreshNotice.text(
            changed: $0 != value, serverFailure: state.origin.pendingServerFailure))
      }
      return (notice, state.origin.take(succeeded: true, isOffline: resource.isOffline))
    }
  }

  /// Handles `key`: the deletion's question takes it first, then the find's bar while it is
  /// typed into; then, while the record is coming, the keys that need it wait for it, as their
  /// bindings say, and the keys after those; then the table presses it.
  private func press(_ key: Key, _ state: inout State) -> Effect<Action> {
    if state.isAskingToDelete {
      state.isAskingToDelete = false
      guard key == .character("y") || key == .character("Y"), let target = state.deletionTarget
      else { return .none }
      return .send(.delegate(.deleteConfirmed(target, title: state.title)))
    }
    if state.pressFinding(key) != nil { return .none }
    switch resource.take(key, &state) {
    case .done(let effect): return effect
    case .refused(let reason): return .send(.delegate(.notice(reason)))
    case .passed: break
    }
    let wait = Resource.keys.binding(for: key, in: state)?.wait ?? .actsAtOnce
    if state.scroll.held.hold(key, wait, whileComing: state.isWaitingForRecord) { return .none }
    return Resource.keys.effect(key, on: self, &state) { .delegate(.notice($0)) }
  }
}

extension DetailScreen.State: FindsInPage {
  /// What a deletion of the record deletes; `nil` where it is not deleted from its screen.
  public var deletionTarget: Resource.Delegate.DeletionTarget? {
    Resource.deletionTarget(of: detail.id)
  }

  /// The record's name once loaded, to ask about and to delete by.
  public var title: String {
    detail.detail.value.map(Resource.title(of:))
      ?? deletionTarget.map { "\($0)" } ?? "\(Resource.noun) \(detail.id)"
  }

  /// Whether the record is loading, so the spinner turns.
  public var isLoading: Bool {
    detail.detail.isLoading
  }

  /// Whether the record is coming for the first time, so that the keys that act on it wait.
  public var isWaitingForRecord: Bool {
    isLoading && detail.detail.value == nil
  }

  /// What the keys kept were pressed while, for the status line: `the post loaded`.
  public static var pressedWhile: String {
    "the \(Resource.noun) loaded"
  }

  public var visibleRows: Int {
    ScreenLayout.bodyRows(size)
  }

  /// The number of lines of the record at the screen's width.
  public var lineCount: Int {
    plainLines.count
  }

  /// The lines of the record at the screen's width, as drawn without styles.
  public var plainLines: [String] {
    lines(usesColor: false)
  }

  /// The lines of the record at the screen's width, with SGR styles when `usesColor`.
  public func lines(usesColor: Bool) -> [String] {
    Resource.lines(of: detail, width: ScreenLayout.contentWidth(size), usesColor: usesColor)
  }
}
