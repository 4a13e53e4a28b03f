/// Feeds actions from a running ``Effect`` back into the runtime that started it.
///
/// Call it as a function: `await send(.postsResponse(.success(posts)))`. Actions sent from a
/// cancelled task are dropped, so a cancelled request never overwrites newer state.
public struct Send<Action: Sendable>: Sendable {
  private let deliver: @Sendable (Action) async -> Void

  /// Creates a sender that hands each action to `deliver`.
  ///
  /// Runtimes create senders; tests can create one to run an effect and collect its actions.
  public init(_ deliver: @escaping @Sendable (Action) async -> Void) {
    self.deliver = deliver
  }

  /// Sends `action`, unless the current task is cancelled.
  ///
  /// With a ``Store``, this returns once the action is reduced and the effects it started have
  /// finished.
  public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    await deliver(action)
  }
}
