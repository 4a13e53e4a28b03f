/// An action of a navigation stack: for one of its elements, or one that pops or pushes.
///
/// The parent's action case that ``Reducer/forEach(_:action:destination:)`` routes carries it:
/// `case path(StackAction<Screen.State, Screen.Action>)`.
public enum StackAction<State: Sendable, Action: Sendable>: Sendable {
  case element(id: StackElementID, action: Action)
  /// Pops the element with the id and every element above it.
  case popFrom(id: StackElementID)
  /// Pushes `state` under `id`, the stack's ``StackState/nextID`` when the push was sent: a push
  /// with an id the stack has given before changes nothing, so a push sent twice pushes once.
  case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}

extension StackAction: Hashable where State: Hashable, Action: Hashable {}
