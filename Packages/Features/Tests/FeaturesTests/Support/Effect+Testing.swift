import Foundation
import TestSupport

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

/// A list that concurrent tasks append to: a `LockedValue` of its entries.
typealias Log<Entry: Sendable> = LockedValue<[Entry]>

extension LockedValue {
  /// An empty list.
  convenience init<Entry: Sendable>() where Value == [Entry] {
    self.init([])
  }

  /// The entries, in the order they were appended.
  var entries: Value {
    current
  }

  /// Appends `entry`.
  func append<Entry: Sendable>(_ entry: Entry) where Value == [Entry] {
    withLock { $0.append(entry) }
  }
}
