import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// A to-do list: the To-dos tab, every to-do, or a user's, opened from the user with `t`.
typealias TodosScreen = ListScreen<TodosList>

/// The to-dos as a ``ListScreen`` shows them: the checklist's feature state, the filter
/// selector above the list and whether it has the focus (then `←` `→` move it), the to-do
/// ticked last (which `u` ticks back), and the to-do ticked out of the filter, which lingers
/// under the cursor, dimmed, until the cursor leaves it. Once a tick is saved it tells the
/// browser (``BrowseDelegate/changed(_:)``), so that the other screens of that to-do read it
/// again.
struct TodosList: ListResource {
  typealias Delegate = BrowseDelegate
  struct State: Sendable, Hashable {
    var checklist: TodoChecklistFeature.State
    /// Whether the filter selector has the focus rather than the list.
    var selectorHasFocus = false
    /// The to-do ticked or unticked last, which `u` ticks back.
    var lastTicked: Todo.ID?
    /// The to-do ticked under the cursor, kept in the list (dimmed) when the filter no longer
    /// lets it through, until the cursor leaves it.
    var lingering: Todo.ID?
    /// Whether each to-do whose tick the server answered as saved is done, as saved, until
    /// the to-dos are next read: a server that answers a change without keeping it (as the
    /// public JSONPlaceholder does) then reads otherwise, and the list says so.
    var savedTicks: [Todo.ID: Bool] = [:]

    /// Whether `u` ticks back the last to-do ticked: it is still among the to-dos.
    var canUndoTick: Bool {
      guard let lastTicked else { return false }
      return checklist.todos.value?.contains { $0.id == lastTicked } == true
    }
  }

  enum Action: Sendable, Hashable {
    /// Shows the to-dos of a filter, as a click on it in the selector does.
    case chooseFilter(TodoFilter)
    /// A change of a to-do was saved on another screen: the to-dos are read again, quietly,
    /// even when not shown, so that the store keeps them.
    case reread
    case checklist(TodoChecklistFeature.Action)
  }

  /// A to-do, deleted through the records client.
  typealias Target = RecordKey

  static let rowName = "to-do"
  static let rowsName = "to-dos"
  static let selectsOnNextAnswer = true
  /// The filter selector, and the column headers.
  static let headerRows = 2
  /// The columns the list sorts by, with the letters that pick them after `S`: the
  /// columns of its table.
  static let columns: [SortColumn<Todo>] = [
    SortColumn("i", "id", header: "ID") { .number($0.id.rawValue) },
    SortColumn("d", "done", header: "DONE") { .number($0.completed ? 1 : 0) },
    SortColumn("t", "title", header: "TITLE") { .folding($0.title) },
  ]

  let checklist: TodoChecklistFeature
  let isOffline: Bool

  static func id(of row: Todo) -> Todo.ID { row.id }
  static func target(of row: Todo) -> RecordKey? { recordKey(of: row) }
  static func isLoading(_ state: Screen.State) -> Bool { state.checklist.todos.isLoading }
  static func failure(_ state: Screen.State) -> LoadFailure? { state.checklist.todos.failure }

  /// The to-dos the filter lets through, in order, and the lingering one where it was.
  static func rows(_ state: Screen.State) -> [Todo] {
    (state.checklist.todos.value ?? []).filter {
      state.checklist.filter.admits($0) || $0.id == state.lingering
    }
  }

  func appear(_ state: inout Screen.State) -> Effect<Screen.Action> {
    state.loadOnce { run(.load, .storedIfAvailable, &$0) }
  }

  func reload(_ state: inout Screen.State) -> Effect<Screen.Action> {
    run(state.checklist.todos.value != nil ? .revalidate : .load, .revalidated, &state)
  }

  func reduce(_ action: Action, _ state: inout Screen.State) -> Effect<Screen.Action> {
    switch action {
    case .chooseFilter(let filter):
      guard filter != state.checklist.filter else { return .none }
      return changeFilter(to: filter, &state)
    case .reread:
      return run(.reread, .standard, &state)
    case .checklist(let action):
      return run(action, .standard, &state)
    }
  }

  /// Runs `action` on the checklist, its reads as fresh as `freshness` says, then keeps the
  /// cursor within the to-dos, says what a refresh found, notes where the to-dos came from,
  /// asks the server again once they came from the store, and tells the browser of a tick
  /// saved.
  func run(
    _ action: TodoChecklistFeature.Action, _ freshness: ReadFreshness,
    _ state: inout Screen.State
  ) -> Effect<Screen.Action> {
    let effect = checklist.reduce(into: &state.checklist, action: action)
      .map { Screen.Action.resource(.checklist($0)) }
      .reading(freshness) { .readSource($0) }
    state.indexSearch(force: true)
    state.followCursor()
    switch action {
    case .todosResponse(let result):
      let todos: [Todo]? = try? result.get()
      var notice: String?
      if let todos { notice = notKept(by: todos, &state) }
      let answered = state.answered(todos, notice: notice, by: self, isOffline: isOffline) {
        (state: inout Screen.State) -> Effect<Screen.Action> in
        run(.revalidate, .revalidated, &state)
      }
      return .merge(effect, answered)
    case .rereadResponse(.success(let todos)) where state.checklist.todos.value != nil:
      state.origin.replace()
      guard let notKept = notKept(by: todos, &state) else { return effect }
      return .merge(effect, .send(.delegate(.notice(notKept))))
    case .rereadResponse:
      state.baseline = nil
      state.origin.dropPending()
      return effect
    case .toggleResponse(let id, .success(let saved)) where state.checklist.saving[id] == nil:
      state.savedTicks[id] = saved.completed
      return .merge(effect, Self.saved(saved).map { .send(.delegate($0)) } ?? .none)
    default:
      return effect
    }
  }

  /// What the status line says once, when `todos` read otherwise than ticks the server
  /// answered as saved: that the server did not keep them, rather than let the ticks flip back
  /// without a word; `nil` when it kept them. The ticks are then forgotten.
  private func notKept(by todos: [Todo], _ state: inout Screen.State) -> String? {
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

extension ListScreen where Resource == TodosList {
  init(
    checklist: TodoChecklistFeature, deletions: DeletionList<RecordKey>? = nil, isOffline: Bool
  ) {
    self.init(
      TodosList(checklist: checklist, isOffline: isOffline), deletions: deletions,
      isOffline: isOffline)
  }
}

extension ListScreen.State where Resource == TodosList {
  /// The list of `userID`'s to-dos, or of every to-do when `nil`.
  init(userID: User.ID? = nil, size: TerminalSize) {
    self.init(TodosList.State(checklist: TodoChecklistFeature.State(userID: userID)), size: size)
  }

  /// Whether `todo` is shown only because it lingers under the cursor.
  func isLingering(_ todo: Todo) -> Bool {
    todo.id == self.lingering && !self.checklist.filter.admits(todo)
  }

  /// Whether `↑` gives the focus to the selector: the list has it, the cursor on the first
  /// row and heading nowhere.
  var isOnTheTopRow: Bool {
    !self.selectorHasFocus && cursor.row == 0 && cursor.target == nil
  }
}
