extension Reducer {
  /// Reduces `action`, then at once, in order, each action its effect sends with
  /// ``Effect/send(_:)`` (and those their effects send, and so on), as a store would before
  /// any other work starts; returns the rest of the work, in the order a store would start it.
  ///
  /// For a reducer that takes several actions as one, such as keys that came together, so that
  /// each action finds the state as the actions before it, and what they sent, left it, and the
  /// state is seen only once all of them are reduced:
  ///
  /// <!-- not compiled: a case of a parent reducer's switch -->
  /// ```swift
  /// case .keys(let keys):
  ///   return .merge(keys.map { reduceSendingAtOnce(into: &state, action: .key($0)) })
  /// ```
  public func reduceSendingAtOnce(into state: inout State, action: Action) -> Effect<Action> {
    let effect = reduce(into: &state, action: action)
    return Effect(
      operations: effect.operations.flatMap { operation -> [Effect<Action>.Operation] in
        guard case .send(let sent) = operation else { return [operation] }
        return reduceSendingAtOnce(into: &state, action: sent).operations
      })
  }
}
