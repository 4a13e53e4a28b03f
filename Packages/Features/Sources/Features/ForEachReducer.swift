/// A parent with a collection of child features identified by id, such as rows: made with
/// ``Reducer/forEach(_:action:element:)``.
public struct ForEachReducer<Parent: Reducer, Child: Reducer>: Reducer
where Child.State: Identifiable, Child.State.ID: Sendable {
  let parent: Parent
  let statePath: WritableKeyPath<Parent.State, [Child.State]> & Sendable
  let action: ActionCase<Parent.Action, ElementAction<Child.State.ID, Child.Action>>
  let child: Child

  /// Applies an element's action to the element with its id, then the parent's reducer to
  /// every action; the effects of the elements the parent removed are cancelled.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let scopes = ElementScopes<Parent.State, [Child.State], Child.State.ID>(path: statePath)
    var childEffect = Effect<Parent.Action>.none
    if let element = self.action.extract(action),
      let index = state[keyPath: statePath].firstIndex(where: { $0.id == element.id })
    {
      childEffect = scopes.effect(
        child.reduce(into: &state[keyPath: statePath][index], action: element.action),
        of: element.id
      ).map { [embed = self.action.embed, id = element.id] in
        embed(ElementAction(id: id, action: $0))
      }
    }
    let idsBefore = state[keyPath: statePath].map { $0.id }
    let parentEffect = parent.reduce(into: &state, action: action)
    return .merge(
      [childEffect, parentEffect]
        + scopes.cancelling(leftFrom: idsBefore, now: state[keyPath: statePath].map { $0.id }))
  }
}

extension Reducer {
  /// Runs `element` on the child of the collection at `state` whose id an action of `action`
  /// names, before this reducer.
  ///
  /// <!-- not compiled: a line of a parent reducer -->
  /// ```swift
  /// Reduce(Self.core).forEach(\.rows, action: Action.rowCase) { Row() }
  /// ```
  ///
  /// An action for an id the collection does not hold changes nothing of it (this reducer still
  /// sees it). When this reducer removes a child, every effect that child started is cancelled,
  /// so a removed child receives no late answer. Each child's cancellation identifiers are its
  /// own: one row cancelling its load does not cancel another's.
  public func forEach<Child: Reducer>(
    _ state: WritableKeyPath<State, [Child.State]> & Sendable,
    action: ActionCase<Action, ElementAction<Child.State.ID, Child.Action>>,
    element: () -> Child
  ) -> ForEachReducer<Self, Child> where Child.State: Identifiable, Child.State.ID: Sendable {
    ForEachReducer(parent: self, statePath: state, action: action, child: element())
  }
}
