import Features
import TerminalKit

/// A screen of a list of any resource: rows and columns, a cursor that keeps the keys pressed
/// while rows are still coming, search, sort, paging, where the rows came from, the retry after
/// an outage, and deletion with undo. The resource (``ListResource``) supplies its columns,
/// how it reads its rows, its own keys and its specialities.
///
/// Its keys all go one way (``press(_:_:)``): a deletion's question takes the key first; then
/// a key pressed while the rows it acts on are still coming waits for them, as its binding
/// says; after `S` the key picks the column to sort by; while the search is typed it is the
/// bar's; then the table (the resource's keys, then the shared ones of ``ListKeys``) presses
/// it.
public struct ListScreen<Resource: ListResource>: Reducer {
  /// The state of the list: the resource's own part, and what every list has, declared once.
  /// The resource's fields read as the list's own (`state.feed`).
  @dynamicMemberLookup
  public struct State: Sendable, Hashable {
    public var resource: Resource.State
    public var cursor = ListCursor()
    /// The search, once `/` opened it.
    public var search: ListSearch?
    /// The order of the rows, once `S` sorted them.
    public var sort = ListSort()
    public var origin = ScreenOrigin()
    /// The rows shown when `r` was pressed, until its answer says what changed.
    public var baseline: [Resource.Row]?
    /// Whether the rows were asked for, so that showing the list again does not load them.
    public var isRequested = false
    /// Whether the list asks again by itself once the server answers after it failed.
    public var outage = OutageRetry.idle
    /// The row to put the cursor on once the list shows it.
    public var selection: Selection?
    public var deletions = DeletionList<Resource.Target>.State()
    public var size: TerminalSize
    /// The rows in the order of ``sort``, kept after each action while every row is shown.
    var sortedRows = SortedRows<Resource.Row>()

    /// A row to select once shown, and whether to load the remaining pages to reach it.
    public struct Selection: Sendable, Hashable {
      public var id: Resource.RowID
      public var loadsPages: Bool

      public init(id: Resource.RowID, loadsPages: Bool) {
        self.id = id
        self.loadsPages = loadsPages
      }
    }

    public init(_ resource: Resource.State, size: TerminalSize) {
      self.resource = resource
      self.size = size
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Resource.State, Value>) -> Value
    {
      get { resource[keyPath: keyPath] }
      set { resource[keyPath: keyPath] = newValue }
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<Resource.State, Value>) -> Value {
      resource[keyPath: keyPath]
    }
  }

  public enum Action: Sendable, Hashable {
    /// The list is shown: its rows load the first time.
    case appear
    case key(Key)
    /// Puts the cursor on the row at an index of those shown, as a click does.
    case point(Int)
    case resized(TerminalSize)
    /// Asks for the rows again, quietly, keeping the cursor on its row: what was saved or
    /// deleted changed them.
    case reload
    /// Puts the cursor on a row once the list shows it; with `loadingPages`, loads the
    /// remaining pages to reach it.
    case select(Resource.RowID, loadingPages: Bool = false)
    /// The server answered a read somewhere: stored rows no longer stand in for it.
    case serverReached
    /// The server answered another request since the list failed: it asks again, once.
    case retryAfterOutage
    case readSource(ReadSource)
    case deletions(DeletionList<Resource.Target>.Action)
    case resource(Resource.Action)
    case delegate(Resource.Delegate)
  }

  public let resource: Resource
  /// How rows are deleted; `nil` where the resource's rows are not.
  public let deletions: DeletionList<Resource.Target>?
  /// Whether the program may not use the network, so that nothing is asked for again.
  public let isOffline: Bool

  public init(
    _ resource: Resource, deletions: DeletionList<Resource.Target>? = nil, isOffline: Bool
  ) {
    self.resource = resource
    self.deletions = deletions
    self.isOffline = isOffline
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let effect = state.releasingHeldKeys(after: take(action, &state)) { .delegate($0) }
    state.keepSortedRows()
    return effect
  }

  private func take(_ action: Action, _ state: inout State) -> Effect<Action> {
    switch action {
    case .appear:
      return resource.appear(&state)
    case .key(let key):
      return press(key, &state)
    case .point(let index):
      return point(at: index, &state)
    case .resized(let size):
      state.size = size
      state.followCursor()
      return resource.cursorMoved(&state)
    case .reload:
      return resource.reload(&state)
    case .select(let id, let loadingPages):
      state.selection = State.Selection(id: id, loadsPages: loadingPages)
      guard Resource.selectsOnNextAnswer, !state.isLoading else {
        return state.selectIfShown(resource)
      }
      // Shown, at once; a row just saved (`loadingPages`) once the next answer shows it too,
      // wherever an edit moved it in the order.
      state.place(on: id)
      if !loadingPages, state.selectedRow.map(Resource.id(of:)) == id { state.selection = nil }
      return .none
    case .serverReached:
      state.origin.serverReached()
      return .none
    case .retryAfterOutage:
      guard state.outage.start() else { return .none }
      return resource.retry(&state)
    case .readSource(let source):
      state.origin.record(source)
      return .none
    case .deletions(let action):
      return runDeletions(action, &state)
    case .resource(let action):
      return resource.reduce(action, &state)
    case .delegate:
      return .none
    }
  }

  /// Puts the cursor on the row at `index` of those shown, as a click does.
  private func point(at index: Int, _ state: inout State) -> Effect<Action> {
    let count = state.shownCount
    guard (0..<count).contains(index) else { return .none }
    state.cursor.place(on: index, count: count, visibleRows: state.visibleRows)
    resource.settle(&state)
    return resource.cursorMoved(&state)
  }

  /// Runs `action` on the deletions, then keeps the cursor within the rows shown; once the
  /// server deleted a row, the rows are asked for again.
  public func runDeletions(_ action: DeletionList<Resource.Target>.Action, _ state: inout State)
    -> Effect<Action>
  {
    guard let deletions else { return .none }
    let effect = deletions.reduce(into: &state.deletions, action: action).map(Action.deletions)
    state.followCursor()
    guard case .deletion(let element) = action, case .deleteResponse(.success) = element.action
    else { return effect }
    return .merge(effect, resource.reload(&state))
  }

  /// `d` on `row`: asks whether to delete it, named `title`; offline, says why not, in
  /// `refusal`'s words.
  public func askToDelete(
    _ row: Resource.Row, title: String, refusal: (Resource.Target) -> String,
    _ state: inout State
  ) -> Effect<Action> {
    guard let target = Resource.target(of: row) else { return .none }
    guard !isOffline else { return .send(.delegate(.notice(refusal(target)))) }
    return runDeletions(.ask(target, title: title), &state)
  }

  /// `u`: brings the row deleted last back under the cursor, within its undo window.
  public func undoDelete(_ state: inout State) -> Effect<Action> {
    guard let target = state.deletions.undoable else { return .none }
    let undone = runDeletions(.deletion(ElementAction(id: target, action: .undo)), &state)
    let shown = state.shownRows
    if let row = shown.firstIndex(where: { Resource.target(of: $0) == target }) {
      state.cursor.place(on: row, count: shown.count, visibleRows: state.visibleRows)
    }
    return .merge(undone, .send(.delegate(.notice("undone"))))
  }
}

extension ListResource {
  public func loadToSelect(_ state: inout Screen.State) -> Effect<Screen.Action>? {
    nil
  }

  public func cursorMoved(_ state: inout Screen.State) -> Effect<Screen.Action> {
    .none
  }
}

extension ListScreen.State {
  /// `load`'s effect the first time the list is shown (``ListResource/appear(_:)``), noting
  /// that the rows were asked for; nothing after.
  public mutating func loadOnce(_ load: (inout Self) -> Effect<ListScreen.Action>)
    -> Effect<ListScreen.Action>
  {
    guard !isRequested else { return .none }
    isRequested = true
    return load(&self)
  }

  /// Puts the cursor on the row to select once the list shows it; while the rows load, it
  /// waits for them, and where the row is not among them, the resource may load more to reach
  /// it (``ListResource/loadToSelect(_:)``), or the selection is given up.
  public mutating func selectIfShown(_ resource: Resource) -> Effect<ListScreen.Action> {
    guard let selection = self.selection, !Resource.isLoading(self) else { return .none }
    let shown = shownRows
    if let row = shown.firstIndex(where: { Resource.id(of: $0) == selection.id }) {
      self.selection = nil
      cursor.place(on: row, count: shown.count, visibleRows: visibleRows)
      return .none
    }
    guard selection.loadsPages, !isSearching, let load = resource.loadToSelect(&self) else {
      // Not there: a server that does not list what it creates, or a row not loaded.
      self.selection = nil
      return .none
    }
    return load
  }

  /// What every list does once an answer for its rows came and no other read of them is under
  /// way: says what a refresh found (`notice`, or the rows changed since `r`, given the rows
  /// `answered` when they came), puts the cursor on the row to select, notes the outage (rows
  /// the store gave in place of a server that could not be reached are asked for again once it
  /// answers), and, once the rows came from the store, asks the server again with `revalidate`.
  public mutating func answered(
    _ answered: [Resource.Row]?, notice: String? = nil, by resource: Resource,
    isOffline: Bool, revalidate: (inout Self) -> Effect<ListScreen.Action>
  ) -> Effect<ListScreen.Action> {
    var effects: [Effect<ListScreen.Action>] = []
    let before = baseline
    baseline = nil
    if let text = notice
      ?? before.flatMap({ before in
        answered.map { RefreshNotice.text(before, $0, origin: origin) }
      })
    {
      effects.append(.send(.delegate(.notice(text))))
    }
    effects.append(selectIfShown(resource))
    let succeeded = answered != nil
    if !isOffline {
      if succeeded, origin.pendingServerFailure != nil {
        outage.takeStandIn()
      } else {
        outage.take(succeeded ? nil : failure)
      }
    }
    if origin.take(succeeded: succeeded, isOffline: isOffline) {
      effects.append(revalidate(&self))
    }
    return .merge(effects)
  }
}
