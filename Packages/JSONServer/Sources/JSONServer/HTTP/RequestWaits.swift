import Synchronization

/// The waits of the requests a server has in hand (`--delay`, `_delay`), which stopping cuts
/// short: once ``endAll()`` is called, every wait ends at once, and later ones do not begin.
final class RequestWaits: Sendable {
  private struct State {
    var hasEnded = false
    var sleepers: [UInt64: Task<Void, Never>] = [:]
    var lastID: UInt64 = 0
  }

  private let state = Mutex(State())

  /// Waits `duration` with `sleep`, which must end early when its task is cancelled, or less
  /// when ``endAll()`` is called.
  func wait(_ duration: Duration, sleep: @escaping @Sendable (Duration) async -> Void) async {
    let sleeper = Task { await sleep(duration) }
    let id: UInt64? = state.withLock { state in
      guard !state.hasEnded else { return nil }
      state.lastID &+= 1
      state.sleepers[state.lastID] = sleeper
      return state.lastID
    }
    if id == nil { sleeper.cancel() }
    await sleeper.value
    if let id {
      state.withLock { _ = $0.sleepers.removeValue(forKey: id) }
    }
  }

  /// Ends every wait now and from now on.
  func endAll() {
    let ended = state.withLock { state in
      state.hasEnded = true
      defer { state.sleepers = [:] }
      return Array(state.sleepers.values)
    }
    for sleeper in ended { sleeper.cancel() }
  }
}
