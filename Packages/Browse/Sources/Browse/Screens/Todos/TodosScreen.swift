import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// A to-do list: the To-dos tab, every to-do, or a user's, opened from the user with `t`.
///
/// It owns the checklist's feature state and what the list shows around it: the cursor, the
/// filter selector above the list and whether it has the focus (then `←` `→` move it), the
/// search, the to-do ticked last (which `u` ticks back), and the to-do ticked out of the
/// filter, which lingers under the cursor, dimmed, until the cursor leaves it. Once a tick is
/// saved it tells the browser (``ScreenDelegate/todoSaved(_:)``), so that the other screens
/// of that to-do read it again.
struct TodosScreen: Reducer {
  struct State: Sendable, Hashable {
    /// The checklist's feature state.
    var checklist: TodoChecklistFeature.State
    var cursor = ListCursor()
    /// Whether the filter selector has the focus rather than the list.
    var selectorHasFocus = false
    /// Whether the to-dos were asked for: the To-dos tab loads them when it is first shown.
    var isRequested = false
    /// The to-do ticked or unticked last, which `u` ticks back.
    var lastTicked: Todo.ID?

    /// Whether `u` ticks back the last to-do ticked: it is still among the to-dos.
    var canUndoTick: Bool {
      guard let lastTicked else { return false }
      return checklist.todos.value?.contains { $0.id == lastTicked } == true
    }

    /// The to-do ticked under the cursor, kept in the list (dimmed) when the filter no longer
    /// lets it through, until the cursor leaves it.
    var lingering: Todo.ID?
    /// The search, once `/` opened it.
    var search: ListSearch?
    /// The order of the to-dos, once `S` sorted them.
    var sort = ListSort()
    /// Where the to-dos shown came from.
    var origin = ScreenOrigin()
    /// The to-dos shown when `r` was pressed, until its answer says what changed.
    var baseline: [Todo]?
    /// Whether each to-do whose tick the server answered as saved is done, as saved, until
    /// the to-dos are next read: a server that answers a change without keeping it (as the
    /// public JSONPlaceholder does) then reads otherwise, and the list says so.
    var savedTicks: [Todo.ID: Bool] = [:]
    /// Whether the list asks again by itself once the server answers after it failed.
    var outage = OutageRetry.idle
    /// The terminal's size, which the list is laid out in.
    var size: TerminalSize

    /// The list of `userID`'s to-dos, or of every to-do when `nil`, laid out in `size`,
    /// before it loads.
    init(userID: User.ID? = nil, size: TerminalSize) {
      checklist = TodoChecklistFeature.State(userID: userID)
      self.size = size
    }
  }

  enum Action: Sendable, Hashable {
    /// The list is shown: the to-dos load the first time, from the store if it has them.
    case appear
    case key(Key)
    /// Puts the cursor on the item at an index of those shown, as a click does.
    case point(Int)
    /// Shows the to-dos of a filter, as a click on it in the selector does.
    case chooseFilter(TodoFilter)
    case resized(TerminalSize)
    /// A change of a to-do was saved on another screen: the to-dos are read again, quietly,
    /// even when not shown, so that the store keeps them.
    case reread
    /// The server answered a read somewhere: stored to-dos no longer stand in for it.
    case serverReached
    /// The server answered another request since the list failed: it asks again, once.
    case retryAfterOutage
    case checklist(TodoChecklistFeature.Action)
    /// Where a read of the checklist's was answered from.
    case readSource(ReadSource)
    case delegate(ScreenDelegate)
  }

  let checklist: TodoChecklistFeature
  let isOffline: Bool

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.releasingHeldKeys(after: take(action, &state)) { .delegate($0) }
  }

  private func take(_ action: Action, _ state: inout State) -> Effect<Action> {
    switch action {
    case .appear:
      guard !state.isRequested else { return .none }
      state.isRequested = true
      return run(.load, .storedIfAvailable, &state)
    case .key(let key):
      return pressOnList(key, &state)
    case .point(let index):
      return point(at: index, &state)
    case .chooseFilter(let filter):
      guard filter != state.checklist.filter else { return .none }
      return changeFilter(to: filter, &state)
    case .resized(let size):
      state.size = size
      state.followCursor()
      return .none
    case .reread:
      return run(.reread, .standard, &state)
    case .serverReached:
      state.origin.serverReached()
      return .none
    case .retryAfterOutage:
      guard state.outage.start() else { return .none }
      let isShown = state.checklist.todos.value != nil
      return run(isShown ? .revalidate : .load, .revalidated, &state)
    case .checklist(let action):
      return run(action, .standard, &state)
    case .readSource(let source):
      state.origin.record(source)
      return .none
    case .delegate:
      return .none
    }
  }

  /// Runs `action` on the checklist, its reads as fresh as `freshness` says, then keeps the
  /// cursor within the to-dos, says what a refresh found, notes where the to-dos came from,
  /// asks the server again once they came from the store, and tells the browser of a tick
  /// saved.
  func run(_ action: TodoChecklistFeature.Action, _ freshness: ReadFreshness, _ state: inout State)
    -> Effect<Action>
  {
    let effect = checklist.reduce(into: &state.checklist, action: action)
      .map(Action.checklist)
      .reading(freshness) { .readSource($0) }
    state.indexSearch()
    state.followCursor()
    if case .todosResponse(let result) = action, !isOffline {
      let failed = if case .failure = result { true } else { false }
      state.outage.take(failed: failed)
    }
    switch action {
    case .todosResponse(.success(let todos)):
      var effects = [effect]
      let notKept = notKept(by: todos, &state)
      if let before = state.baseline {
        state.baseline = nil
        let text = RefreshNotice.text(before, todos, origin: state.origin)
        effects.append(.send(.delegate(.notice(notKept ?? text))))
      } else if let notKept {
        effects.append(.send(.delegate(.notice(notKept))))
      }
      if state.origin.take(succeeded: true, isOffline: isOffline) {
        effects.append(run(.revalidate, .revalidated, &state))
      }
      return .merge(effects)
    case .rereadResponse(.success(let todos)) where state.checklist.todos.value != nil:
      state.origin.replace()
      guard let notKept = notKept(by: todos, &state) else { return effect }
      return .merge(effect, .send(.delegate(.notice(notKept))))
    case .todosResponse(.failure), .rereadResponse:
      state.baseline = nil
      state.origin.dropPending()
      return effect
    case .toggleResponse(let id, .success(let saved)) where state.checklist.saving[id] == nil:
      state.savedTicks[id] = saved.completed
      return .merge(effect, .send(.delegate(.todoSaved(saved))))
    default:
      return effect
    }
  }

  /// What the status line says once, when `todos` read otherwise than ticks the server
  /// answered as saved: that the server did not keep them, rather than let the ticks flip back
  /// without a word; `nil` when it kept them. The ticks are then forgotten.
  private func notKept(by todos: [Todo], _ state: inout State) -> String? {
    let lost = todos.filter { todo in
      state.savedTicks[todo.id].map { $0 != todo.completed } ?? false
    }
    state.savedTicks = [:]
    guard let first = lost.first else { return nil }
    return lost.count == 1
      ? "the server did not keep the change to to-do \(first.id)"
      : "the server did not keep the changes to \(lost.count) to-dos"
  }
}

extension TodosScreen.State {
  /// The to-dos the filter lets through, in order, and the ``lingering`` one where it was.
  var filteredTodos: [Todo] {
    (checklist.todos.value ?? []).filter { checklist.filter.admits($0) || $0.id == lingering }
  }

  /// The to-dos the list shows: those of its filter that match while searching.
  var shownTodos: [Todo] {
    let todos = filteredTodos
    return sort.sorted(search?.rows(of: todos) ?? todos, by: SortColumns.todos)
  }

  /// Whether `todo` is shown only because it lingers under the cursor.
  func isLingering(_ todo: Todo) -> Bool {
    todo.id == lingering && !checklist.filter.admits(todo)
  }

  /// Whether the to-dos are loading, so the spinner turns; a quiet load keeps them shown.
  var isLoading: Bool {
    checklist.todos.isLoading
  }

  /// The rows of to-dos shown at once, under the selector and the headers: a row fewer while
  /// the search bar shows.
  var visibleRows: Int {
    let rows = BrowseLayout.listRows(size, headerRows: 2)
    return search?.showsBar == true ? max(1, rows - 1) : rows
  }

  /// Keeps the cursor within the to-dos shown, going on towards where the moves made while
  /// they load took it.
  mutating func followCursor() {
    cursor.follow(count: shownTodos.count, visibleRows: visibleRows, canGrow: isLoading)
  }

  /// Folds the to-dos searched, those of the filter and the one lingering, whenever they
  /// change.
  mutating func indexSearch() {
    guard var search else { return }
    search.index(filteredTodos)
    self.search = search
  }
}
