import Foundation

@testable import Features

extension Effect {
  /// Whether the effect does nothing.
  var isNone: Bool {
    operations.isEmpty
  }

  /// How the effect's asynchronous operations can be cancelled, one entry per operation: the
  /// identifier they were last made cancellable under.
  var cancellations: [Cancellation?] {
    operations.compactMap { operation in
      guard case .run(let cancellations, _) = operation else { return nil }
      return .some(cancellations.last)
    }
  }

  /// Runs the operations one after another, outside any store, and returns the actions they
  /// send, in order.
  func actions() async -> [Action] {
    let log = Log<Action>()
    for operation in operations {
      switch operation {
      case .send(let action):
        log.append(action)
      case .run(_, let body):
        await body(Send { log.append($0) })
      case .cancel:
        break
      }
    }
    return log.entries
  }
}

/// A list that concurrent tasks append to.
final class Log<Entry: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Entry] = []

  /// The entries, in the order they were appended.
  var entries: [Entry] {
    lock.withLock { storage }
  }

  func append(_ entry: Entry) {
    lock.withLock { storage.append(entry) }
  }
}
