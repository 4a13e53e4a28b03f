/// A reducer made of a closure: the parent's own logic, for combining with
/// ``Reducer/combined(with:)``, ``Reducer/ifLet(_:action:then:)`` and
/// ``Reducer/forEach(_:action:element:)``.
///
/// <!-- not compiled: a line of a parent reducer -->
/// ```swift
/// Reduce<State, Action> { state, action in
///   guard case .reset = action else { return .none }
///   state.count = 0
///   return .none
/// }
/// ```
public struct Reduce<State: Sendable, Action: Sendable>: Reducer {
  private let body: @Sendable (inout State, Action) -> Effect<Action>

  public init(_ reduce: @escaping @Sendable (inout State, Action) -> Effect<Action>) {
    self.body = reduce
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body(&state, action)
  }
}
