extension Reducer {
  /// Runs `action` on the element `id` of the stack at `path` in `state`, with this reducer
  /// alone: what a ``forEach(_:action:destination:)`` over that stack does for
  /// `.element(id:action:)`, without running the parent's reducer and its other scopes again.
  /// A parent calls it to drive a screen of its stack as a function, where sending the action
  /// back into itself would cost a pass of every scope (TCA's performance advice).
  ///
  /// The effect runs in the element's scope, the one the stack's `forEach` at the same `path`
  /// (the same key path, on the same root type) gives it: it is cancelled once the element
  /// leaves the stack, popped by a stack action or by the `forEach`'s parent reducer. A pop
  /// made elsewhere (a reducer combined after the `forEach`) is not seen, and cancels nothing. Its
  /// actions come back as the parent's through `embed`, normally `.element(id:action:)` of the
  /// parent's stack action, so that the `forEach` takes them. Nothing runs, and nothing comes
  /// back, for an `id` no longer in the stack.
  ///
  /// ```swift
  /// struct Counter: Reducer {
  ///   func reduce(into count: inout Int, action: Int) -> Effect<Int> {
  ///     count += action
  ///     return .none
  ///   }
  /// }
  /// var stack = StackState([1, 2])
  /// let top = stack.ids[1]
  /// let effect = Counter().reduceElement(top, 10, in: &stack, at: \.self) { id, action in
  ///   StackAction<Int, Int>.element(id: id, action: action)
  /// }
  /// // stack[id: top] == 12, and effect does nothing
  /// ```
  public func reduceElement<Parent, ParentAction: Sendable>(
    _ id: StackElementID, _ action: Action, in state: inout Parent,
    at path: WritableKeyPath<Parent, StackState<State>> & Sendable,
    embed: @escaping @Sendable (StackElementID, Action) -> ParentAction
  ) -> Effect<ParentAction> {
    guard var element = state[keyPath: path][id: id] else { return .none }
    let scopes = ElementScopes<Parent, StackState<State>, StackElementID>(path: path)
    let effect = scopes.effect(reduce(into: &element, action: action), of: id)
    state[keyPath: path][id: id] = element
    return effect.map { embed(id, $0) }
  }
}
