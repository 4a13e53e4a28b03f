import Features
import JSONPlaceholderFeatures
import Models

/// The to-dos screen: every to-do on the To-dos tab, or a user's, opened from the user with `t`.
///
/// It holds the checklist's feature state, and whether the filter selector above
/// the list has the focus, in which case `←` `→` move the selector rather than the cursor.
struct TodosScreen: Sendable, Hashable {
  /// The checklist's feature state.
  var checklist: TodoChecklistFeature.State
  /// Whether the selector has the focus rather than the list.
  var selectorHasFocus = false
  /// Whether the to-dos were asked for: the To-dos tab loads them when it is first shown.
  var isOpened = false
  /// The to-do ticked or unticked last, which `u` ticks back.
  var lastTicked: Todo.ID?
  /// The to-do ticked under the cursor, kept in the list (dimmed) when the filter no longer
  /// lets it through, until the cursor leaves it, so that it does not vanish under the cursor.
  var lingering: Todo.ID?

  /// The screen of `userID`'s to-dos, or of every to-do when `nil`, before it loads.
  init(userID: User.ID? = nil) {
    checklist = TodoChecklistFeature.State(userID: userID)
  }

  /// The to-dos the filter lets through, in order, and the ``lingering`` one where it was.
  var filteredTodos: [Todo] {
    (checklist.todos.value ?? []).filter { checklist.filter.admits($0) || $0.id == lingering }
  }

  /// Whether `todo` is shown only because it lingers under the cursor.
  func isLingering(_ todo: Todo) -> Bool {
    todo.id == lingering && !checklist.filter.admits(todo)
  }
}
