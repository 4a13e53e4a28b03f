import Synchronization

/// A list that concurrent tasks append to.
final class Log<Entry: Sendable>: Sendable {
  private let storage = Mutex<[Entry]>([])

  /// The entries, in the order they were appended.
  var entries: [Entry] {
    storage.withLock { $0 }
  }

  func append(_ entry: Entry) {
    storage.withLock { $0.append(entry) }
  }
}
