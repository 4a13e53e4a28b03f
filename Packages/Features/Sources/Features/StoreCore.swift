import Dependencies
import Synchronization

/// What ``Store`` and ``ObservableStore`` share to run effects: the call of `send` that each
/// effect comes from, so that cancelling that call reaches every effect it led to.
///
/// An action sent from outside the store opens a send. The effects its reduction starts belong
/// to it, and so do the effects started by the actions they send, and so on: an effect's task
/// inherits its send as a task-local value. Cancelling the send cancels all of them before it
/// returns, and marks the send, so that an effect that starts later is cancelled as it is
/// registered, and an action already on its way from a cancelled effect is dropped, not reduced.
/// Cancelling an effect by identifier stops that effect alone: what its actions started is the
/// work of the reducer that returned them, and keeps running until its send is cancelled.
///
/// Each store reduces and starts effects in its own isolation, through the `start` closures.
package final class StoreCore<Action: Sendable>: Sendable {
  private let sends = Mutex(Sends())

  package init() {}

  /// Reduces an action sent from outside the store with `start`, which returns the tasks of the
  /// effects it started, and returns the send they belong to, to wait for with
  /// ``wait(for:)``.
  package func open(_ action: Action, start: (Action) -> [Task<Void, Never>]) -> OpenSend {
    let id = sends.withLock { $0.open() }
    let origin = SendOrigin(core: ObjectIdentifier(self), id: id)
    let tasks = SendOrigin.$current.withValue(origin) { start(action) }
    if tasks.isEmpty {
      sends.withLock { $0.close(id) }
    } else {
      _ = register(tasks, under: id)
    }
    return OpenSend(id: id, tasks: tasks)
  }

  /// Waits until every effect of `send` has finished, then forgets it. Cancelling the waiting
  /// task cancels the send (``cancel(_:)``).
  package func wait(for send: OpenSend) async {
    await withTaskCancellationHandler {
      for task in send.tasks {
        await task.value
      }
    } onCancel: {
      cancel(send)
    }
    sends.withLock { $0.close(send.id) }
  }

  /// Cancels every effect that `send` led to, now and as they start; their later actions are
  /// dropped.
  package func cancel(_ send: OpenSend) {
    let tasks = sends.withLock { $0.cancel(send.id) }
    for task in tasks {
      task.cancel()
    }
  }

  /// Reduces an action that an effect sent, with `start`, in the store's isolation, and waits
  /// for the effects it started, which belong to the effect's send. The action is dropped when
  /// the effect was cancelled, even while the action was on its way.
  package func feed(
    _ action: Action, isolation: isolated (any Actor)? = #isolation,
    start: (Action) -> [Task<Void, Never>]
  ) async {
    guard !Task.isCancelled else { return }
    let tasks = start(action)
    let current = SendOrigin.current
    let id = current?.core == ObjectIdentifier(self) ? current?.id : nil
    let tokens = id.map { register(tasks, under: $0) } ?? []
    for task in tasks {
      await task.value
    }
    if let id {
      sends.withLock { $0.forget(tokens, under: id) }
    }
  }

  /// Keeps `tasks` under send `id`, or cancels them at once when it is cancelled; the tokens to
  /// forget them by.
  private func register(_ tasks: [Task<Void, Never>], under id: Int) -> [Int] {
    guard let tokens = sends.withLock({ $0.register(tasks, under: id) }) else {
      for task in tasks {
        task.cancel()
      }
      return []
    }
    return tokens
  }

  /// A send that ``open(_:start:)`` opened: its identifier and the tasks its action started.
  package struct OpenSend: Sendable {
    let id: Int
    let tasks: [Task<Void, Never>]

    /// Whether the action started no effect, so that there is nothing to wait for.
    package var isFinished: Bool { tasks.isEmpty }
  }

  /// The running sends and their effects' tasks, kept under the lock.
  private struct Sends: Sendable {
    private var nextID = 0
    private var nextToken = 0
    private var running: [Int: Running] = [:]

    private struct Running: Sendable {
      var isCancelled = false
      var tasks: [Int: Task<Void, Never>] = [:]
    }

    mutating func open() -> Int {
      nextID += 1
      running[nextID] = Running()
      return nextID
    }

    mutating func close(_ id: Int) {
      running.removeValue(forKey: id)
    }

    /// Keeps `tasks` under `id` and returns their tokens; `nil` when the send is cancelled.
    mutating func register(_ tasks: [Task<Void, Never>], under id: Int) -> [Int]? {
      guard let send = running[id] else { return [] }
      guard !send.isCancelled else { return nil }
      return tasks.map { task in
        nextToken += 1
        running[id]?.tasks[nextToken] = task
        return nextToken
      }
    }

    /// Marks `id` cancelled and returns its tasks, to cancel outside the lock.
    mutating func cancel(_ id: Int) -> [Task<Void, Never>] {
      guard var send = running[id] else { return [] }
      send.isCancelled = true
      let tasks = Array(send.tasks.values)
      send.tasks = [:]
      running[id] = send
      return tasks
    }

    mutating func forget(_ tokens: [Int], under id: Int) {
      for token in tokens {
        running[id]?.tasks.removeValue(forKey: token)
      }
    }
  }
}

/// The send that the effect running in the current task comes from; its tasks inherit it.
private struct SendOrigin: Hashable, Sendable {
  let core: ObjectIdentifier
  let id: Int

  @TaskLocal static var current: SendOrigin?
}
