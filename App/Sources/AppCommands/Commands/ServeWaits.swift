import Foundation

/// The waits of the requests `app serve` has in hand (`--delay`, `_delay`), which stopping cuts
/// short: once ``endAll()`` is called, every wait ends at once, and later ones do not begin.
final class ServeWaits: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var hasEnded = false
  private var sleepers: [UInt64: Task<Void, Never>] = [:]
  private var lastID: UInt64 = 0

  /// Waits `duration` with `sleep`, which must end early when its task is cancelled, or less
  /// when ``endAll()`` is called.
  func wait(_ duration: Duration, sleep: @escaping @Sendable (Duration) async -> Void) async {
    let sleeper = Task { await sleep(duration) }
    let id: UInt64? = lock.withLock {
      guard !hasEnded else { return nil }
      lastID &+= 1
      sleepers[lastID] = sleeper
      return lastID
    }
    if id == nil { sleeper.cancel() }
    await sleeper.value
    if let id {
      lock.withLock { sleepers[id] = nil }
    }
  }

  /// Ends every wait now and from now on.
  func endAll() {
    let ended = lock.withLock {
      hasEnded = true
      defer { sleepers = [:] }
      return Array(sleepers.values)
    }
    for sleeper in ended { sleeper.cancel() }
  }
}
