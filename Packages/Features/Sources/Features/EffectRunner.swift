/// Interprets effects for a store: reduces the actions they send at once, cancels by
/// identifier, starts their operations as tasks, and keeps the cancellable tasks by identifier.
///
/// Every store runs effects through one runner, so that they all agree on the order of the
/// work and on cancellation; each store decides what reducing an action means and how to wait.
package struct EffectRunner<Action: Sendable> {
  private var cancellableTasks: [CancellationID: [Int: Task<Void, Never>]] = [:]
  private var nextToken = 0

  package init() {}

  /// Starts `effect`'s work and returns the tasks it started, in order.
  ///
  /// A sent action is handed to `reduce` before any operation starts, and the effect `reduce`
  /// returns is started in turn. Each operation runs in a new task (which inherits the current
  /// task's locals, so dependency overrides reach it) and sends its actions with `send`. When a
  /// cancellable operation ends, `finished` is called with what ``unregister(_:)`` needs.
  package mutating func start(
    _ effect: Effect<Action>,
    send: Send<Action>,
    reduce: (Action) -> Effect<Action>,
    finished: @escaping @Sendable (Registration) async -> Void
  ) -> [Task<Void, Never>] {
    var started: [Task<Void, Never>] = []
    for operation in effect.operations {
      switch operation {
      case .send(let action):
        started += start(reduce(action), send: send, reduce: reduce, finished: finished)
      case .cancel(let id):
        cancelTasks(registeredUnder: id)
      case .run(let cancellations, let body):
        guard !cancellations.isEmpty else {
          started.append(Task { await body(send) })
          continue
        }
        for cancellation in cancellations where cancellation.cancelInFlight {
          cancelTasks(registeredUnder: cancellation.id)
        }
        nextToken += 1
        let registration = Registration(ids: cancellations.map { $0.id }, token: nextToken)
        let task = Task {
          await body(send)
          await finished(registration)
        }
        for id in registration.ids {
          cancellableTasks[id, default: [:]][registration.token] = task
        }
        started.append(task)
      }
    }
    return started
  }

  package mutating func unregister(_ registration: Registration) {
    for id in registration.ids {
      cancellableTasks[id]?.removeValue(forKey: registration.token)
      if cancellableTasks[id]?.isEmpty == true {
        cancellableTasks.removeValue(forKey: id)
      }
    }
  }

  private mutating func cancelTasks(registeredUnder id: CancellationID) {
    guard let tasks = cancellableTasks.removeValue(forKey: id) else { return }
    for task in tasks.values {
      task.cancel()
    }
  }

  package struct Registration: Sendable, Hashable {
    let ids: [CancellationID]
    let token: Int
  }
}

extension Array where Element == Task<Void, Never> {
  /// Waits for every task; cancelling the waiting task cancels them all.
  package func waitForAll() async {
    await withTaskCancellationHandler {
      for task in self {
        await task.value
      }
    } onCancel: {
      for task in self {
        task.cancel()
      }
    }
  }
}
