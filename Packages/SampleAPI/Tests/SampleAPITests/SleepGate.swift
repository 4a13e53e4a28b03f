import Foundation

/// A stand-in for `Task.sleep(for:)` that a test controls: it records each duration asked for
/// and holds the caller until the test opens the gate, or until the caller's task is cancelled.
final class SleepGate: @unchecked Sendable {
  private let lock = NSLock()
  private var durations: [Duration] = []
  private var sleepers: [UUID: CheckedContinuation<Void, any Error>] = [:]
  private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var isOpen = false
  private var cancellations = 0

  /// The durations asked for so far, in order.
  var requestedDurations: [Duration] { lock.withLock { durations } }

  /// How many sleeps ended because their task was cancelled.
  var cancelledSleeps: Int { lock.withLock { cancellations } }

  /// Waits until the gate is open, throwing `CancellationError` if the task is cancelled first.
  func sleep(for duration: Duration) async throws {
    let id = UUID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
          durations.append(duration)
          if isOpen {
            continuation.resume()
          } else if Task.isCancelled {
            cancellations += 1
            continuation.resume(throwing: CancellationError())
          } else {
            sleepers[id] = continuation
          }
          let count = durations.count
          let ready = watchers.filter { $0.count <= count }.map(\.continuation)
          watchers.removeAll { $0.count <= count }
          return ready
        }
        for watcher in ready { watcher.resume() }
      }
    } onCancel: {
      let sleeper: CheckedContinuation<Void, any Error>? = lock.withLock {
        guard let sleeper = sleepers.removeValue(forKey: id) else { return nil }
        cancellations += 1
        return sleeper
      }
      sleeper?.resume(throwing: CancellationError())
    }
  }

  /// Returns once `count` sleeps have started in total.
  func waitForSleeps(_ count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isReady = lock.withLock {
        guard durations.count < count else { return true }
        watchers.append((count, continuation))
        return false
      }
      if isReady { continuation.resume() }
    }
  }

  /// Ends every sleep, present and future.
  func open() {
    let released = lock.withLock {
      isOpen = true
      defer { sleepers = [:] }
      return Array(sleepers.values)
    }
    for sleeper in released { sleeper.resume() }
  }
}
