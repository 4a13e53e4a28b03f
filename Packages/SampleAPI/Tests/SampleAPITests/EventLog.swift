import Foundation

/// Events recorded from several tasks, in the order they happened.
final class EventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []

  /// The events so far.
  var events: [String] { lock.withLock { recorded } }

  /// Records `event`.
  func record(_ event: String) {
    lock.withLock { recorded.append(event) }
  }
}
