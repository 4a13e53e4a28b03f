/// A parent with an optional child feature, such as a sheet or a confirmation: made with
/// ``Reducer/ifLet(_:action:then:)``.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let statePath: WritableKeyPath<Parent.State, Child.State?> & Sendable
  let action: ActionCase<Parent.Action, Child.Action>
  let child: Child

  /// Applies a child's action to the child while it is present, then the parent's reducer to
  /// every action; when the parent sets the child to `nil`, the child's effects are cancelled.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let scope = CancellationID(statePath)
    var childEffect = Effect<Parent.Action>.none
    if let childAction = self.action.extract(action), var childState = state[keyPath: statePath] {
      // Taken out while it changes, so that the parent's copy does not force a copy of it.
      state[keyPath: statePath] = nil
      childEffect = child.reduce(into: &childState, action: childAction)
        .scoped(to: scope)
        .cancellable(id: scope)
        .map(self.action.embed)
      state[keyPath: statePath] = childState
    }
    let wasPresent = state[keyPath: statePath] != nil
    let parentEffect = parent.reduce(into: &state, action: action)
    guard wasPresent, state[keyPath: statePath] == nil else {
      return .merge(childEffect, parentEffect)
    }
    return .merge(childEffect, parentEffect, .cancel(id: scope))
  }
}

extension Reducer {
  /// Runs `child` on the optional child state at `state` for the actions of `action`, before
  /// this reducer.
  ///
  /// <!-- not compiled: a line of a parent reducer -->
  /// ```swift
  /// Reduce(Self.core).ifLet(\.deletion, action: Action.deletionCase) { DeleteFeature() }
  /// ```
  ///
  /// A child's action while the child is `nil` changes nothing of it (this reducer still sees
  /// it). When this reducer sets the child to `nil`, every effect the child started is
  /// cancelled, so a dismissed child receives no late answer; a child that is replaced by
  /// another without being set to `nil` keeps its effects running.
  public func ifLet<Child: Reducer>(
    _ state: WritableKeyPath<State, Child.State?> & Sendable,
    action: ActionCase<Action, Child.Action>,
    then child: () -> Child
  ) -> IfLetReducer<Self, Child> {
    IfLetReducer(parent: self, statePath: state, action: action, child: child())
  }
}
