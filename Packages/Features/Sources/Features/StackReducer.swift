/// A parent with a navigation stack of child features, such as the screens opened one from
/// another: made with ``Reducer/forEach(_:action:destination:)``.
public struct StackReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let statePath: WritableKeyPath<Parent.State, StackState<Child.State>> & Sendable
  let action: ActionCase<Parent.Action, StackAction<Child.State, Child.Action>>
  let child: Child

  /// Applies an element's action to the element with its id before the parent's reducer, and
  /// pops or pushes after it; the effects of the elements that left the stack are cancelled.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let scopes = ElementScopes<Parent.State, StackState<Child.State>, StackElementID>(
      path: statePath)
    let stackAction = self.action.extract(action)
    var childEffect = Effect<Parent.Action>.none
    if case .element(let id, let elementAction) = stackAction,
      var element = state[keyPath: statePath][id: id]
    {
      childEffect = scopes.effect(child.reduce(into: &element, action: elementAction), of: id)
        .map { [embed = self.action.embed] in embed(.element(id: id, action: $0)) }
      state[keyPath: statePath][id: id] = element
    }
    let idsBefore = state[keyPath: statePath].ids
    let parentEffect = parent.reduce(into: &state, action: action)
    switch stackAction {
    case .popFrom(let id):
      state[keyPath: statePath].pop(from: id)
    case .push(let id, let element):
      _ = state[keyPath: statePath].append(element, id: id)
    case .element, nil:
      break
    }
    return .merge(
      [childEffect, parentEffect]
        + scopes.cancelling(leftFrom: idsBefore, now: state[keyPath: statePath].ids))
  }
}

extension Reducer {
  /// Runs `destination` on the element of the stack at `state` whose id an action of `action`
  /// names, before this reducer, and pops and pushes the stack for the actions that ask to,
  /// after this reducer, which sees the stack as it was.
  ///
  /// <!-- not compiled: a line of a parent reducer -->
  /// ```swift
  /// Reduce(Self.core).forEach(\.path, action: Action.pathCase) { Screen() }
  /// ```
  ///
  /// An element's action for an id the stack does not hold, such as a popped screen's late
  /// answer, changes nothing of it (this reducer still sees it). When an element leaves the
  /// stack, popped by an action or by this reducer, every effect it started is cancelled. Ids
  /// are never given twice, so an element pushed later never receives what was meant for a
  /// popped one; each element's cancellation identifiers are its own.
  public func forEach<Child: Reducer>(
    _ state: WritableKeyPath<State, StackState<Child.State>> & Sendable,
    action: ActionCase<Action, StackAction<Child.State, Child.Action>>,
    destination: () -> Child
  ) -> StackReducer<Self, Child> {
    StackReducer(parent: self, statePath: state, action: action, child: destination())
  }
}
