/// Two reducers of the same state and action, run one after the other on every action, their
/// effects merged. Made with ``Reducer/combined(with:)``.
public struct CombinedReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  let first: First
  let second: Second

  /// Applies the first reducer, then the second to the state the first left, and merges their
  /// effects in that order.
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<
    First.Action
  > {
    let first = first.reduce(into: &state, action: action)
    return .merge(first, second.reduce(into: &state, action: action))
  }
}

extension Reducer {
  /// This reducer, then `other`, on every action: to put a ``Scope`` before the parent's own
  /// logic, so that the parent sees the state its child left.
  public func combined<Other: Reducer>(with other: Other) -> CombinedReducer<Self, Other>
  where Other.State == State, Other.Action == Action {
    CombinedReducer(first: self, second: other)
  }
}
