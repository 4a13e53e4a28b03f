import Features
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

  /// The screen of `userID`'s to-dos, or of every to-do when `nil`, before it loads.
  init(userID: User.ID? = nil) {
    checklist = TodoChecklistFeature.State(userID: userID)
  }
}
