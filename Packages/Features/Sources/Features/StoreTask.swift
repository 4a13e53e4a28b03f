/// The work that an action sent to an ``ObservableStore`` started: wait for it, or cancel it.
///
/// A button's action can ignore it; a test or a pull-to-refresh awaits ``finish()``.
public struct StoreTask: Sendable {
  private let task: Task<Void, Never>?
  private let cancelEffects: @Sendable () -> Void

  /// The work that `task` waits for; `cancelEffects` cancels it at once, before the task runs.
  init(_ task: Task<Void, Never>?, cancelEffects: @escaping @Sendable () -> Void = {}) {
    self.task = task
    self.cancelEffects = cancelEffects
  }

  /// Waits until every effect the action started, and every effect started by the actions
  /// they sent, has finished.
  public func finish() async {
    await task?.value
  }

  /// Cancels the effects; their later actions are dropped.
  public func cancel() {
    cancelEffects()
    task?.cancel()
  }

  public var isCancelled: Bool {
    task?.isCancelled ?? false
  }
}
