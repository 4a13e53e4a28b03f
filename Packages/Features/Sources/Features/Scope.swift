/// Embeds a child feature that is always present in a parent: the child's reducer runs on the
/// child's part of the parent's state for the parent's actions that carry the child's, and its
/// effects send the parent's actions.
///
/// <!-- not compiled: a line of a parent reducer -->
/// ```swift
/// Scope(state: \.notes, action: Action.notesCase) { Notes(fetch: client.notes) }
///   .combined(with: Reduce(Self.core))
/// ```
///
/// Actions of other cases leave the state alone. The child's cancellation identifiers are its
/// own: two children of the same type, such as two lists, never cancel each other's work.
public struct Scope<State: Sendable, Action: Sendable, Child: Reducer>: Reducer {
  private let statePath: WritableKeyPath<State, Child.State> & Sendable
  private let action: ActionCase<Action, Child.Action>
  private let child: Child

  public init(
    state: WritableKeyPath<State, Child.State> & Sendable,
    action: ActionCase<Action, Child.Action>,
    child: () -> Child
  ) {
    self.statePath = state
    self.action = action
    self.child = child()
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let childAction = self.action.extract(action) else { return .none }
    return child.reduce(into: &state[keyPath: statePath], action: childAction)
      .scoped(to: CancellationID(statePath))
      .map(self.action.embed)
  }
}
