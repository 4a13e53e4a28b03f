import Foundation
import Synchronization
import TerminalKit

@testable import Browse
@testable import BrowseKit

/// A terminal in memory for a full-screen program: the test types into it and reads what the
/// program wrote.
final class VirtualTerminal: TerminalDevice, Sendable {
  let events: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private struct State {
    var version = 0
    var waiters: [CheckedContinuation<Void, Never>] = []
    var size: TerminalSize
    var written = ""
    var searchStart: String.Index
    var isFullScreen = false
    var enterCount = 0
    /// How many of the next writes fail, as on a terminal that takes no more output for a while.
    var writesToFail = 0
  }

  private let state: Mutex<State>

  init(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
    state = Mutex(State(size: size, searchStart: "".startIndex))
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  /// Everything written so far.
  var output: String {
    state.withLock { $0.written }
  }

  /// Whether the program is in full-screen mode.
  var isFullScreen: Bool {
    state.withLock { $0.isFullScreen }
  }

  /// How many times the program entered full-screen mode.
  var enterCount: Int {
    state.withLock { $0.enterCount }
  }

  func size() -> TerminalSize {
    state.withLock { $0.size }
  }

  @discardableResult
  func write(_ text: String) -> Bool {
    let isWritten = state.withLock { state in
      guard state.writesToFail == 0 else {
        state.writesToFail -= 1
        return false
      }
      state.written += text
      state.version += 1
      return true
    }
    wakeWaiters()
    return isWritten
  }

  /// Makes the next write fail.
  func failNextWrite() {
    state.withLock { $0.writesToFail += 1 }
  }

  func enter() throws(TerminalError) {
    state.withLock { state in
      state.isFullScreen = true
      state.enterCount += 1
    }
    write(TerminalControl.enterFullScreen)
  }

  func leave() {
    let wasFullScreen = state.withLock { state in
      defer { state.isFullScreen = false }
      return state.isFullScreen
    }
    if wasFullScreen { write(TerminalControl.leaveFullScreen) }
  }

  func suspend() {
    leave()
    continuation.yield(.resumed)
  }

  func handOver<Result: Sendable>(_ program: () -> Result) -> Result {
    leave()
    return program()
  }

  /// Types `text`, as bytes, as a user would.
  func type(_ text: String) {
    continuation.yield(.input(Array(text.utf8)))
  }

  /// Sends an event, such as a signal's.
  func send(_ event: TerminalEvent) {
    continuation.yield(event)
  }

  /// Ends the input, as a terminal that went away.
  func closeInput() {
    continuation.finish()
  }

  /// Changes the size and reports it.
  func resize(to size: TerminalSize) {
    state.withLock { $0.size = size }
    continuation.yield(.resized)
  }

  /// The longest a wait for the program's output lasts: a guard against a session that hangs,
  /// never the time a slow one takes. Under two busy loops on two cores, the session's first
  /// frame has waited more than 30 s behind the thousands of tests that share the process's
  /// threads; only a session that never draws reaches two minutes.
  static let hangGuard: Duration = .seconds(120)

  /// Waits until the program has written `text` after what earlier waits found; false when it
  /// did not within ``hangGuard``.
  func waitFor(_ text: String) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: Self.hangGuard)
    let timer = Task { [self] in
      try? await Task.sleep(until: deadline)
      wakeWaiters()
    }
    defer { timer.cancel() }
    while true {
      let (found, seen): (Bool, Int) = state.withLock { state in
        guard let range = state.written[state.searchStart...].range(of: text) else {
          return (false, state.version)
        }
        state.searchStart = range.upperBound
        return (true, state.version)
      }
      if found { return true }
      guard ContinuousClock.now < deadline else { return false }
      await change(after: seen)
    }
  }

  /// Returns once something is written after the write numbered `seen`, or the waiters are
  /// woken.
  private func change(after seen: Int) async {
    await withCheckedContinuation { continuation in
      let isNew: Bool = state.withLock { state in
        guard state.version == seen else { return true }
        state.waiters.append(continuation)
        return false
      }
      if isNew { continuation.resume() }
    }
  }

  private func wakeWaiters() {
    let woken = state.withLock { state in
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in woken { waiter.resume() }
  }
}
