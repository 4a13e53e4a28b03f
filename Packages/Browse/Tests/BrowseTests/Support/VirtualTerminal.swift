import Foundation
import TerminalKit

@testable import Browse

/// A terminal in memory for a full-screen program: the test types into it and reads what the
/// program wrote.
final class VirtualTerminal: TerminalDevice, @unchecked Sendable {
  let events: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private let lock = NSLock()
  private var version = 0
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var currentSize: TerminalSize
  private var written = ""
  private var searchStart: String.Index
  private(set) var isFullScreen = false
  private(set) var enterCount = 0
  /// How many of the next writes fail, as on a terminal that takes no more output for a while.
  private var writesToFail = 0

  init(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
    currentSize = size
    searchStart = written.startIndex
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  /// Everything written so far.
  var output: String {
    lock.withLock { written }
  }

  func size() -> TerminalSize {
    lock.withLock { currentSize }
  }

  @discardableResult
  func write(_ text: String) -> Bool {
    let isWritten = lock.withLock {
      guard writesToFail == 0 else {
        writesToFail -= 1
        return false
      }
      written += text
      version += 1
      return true
    }
    wakeWaiters()
    return isWritten
  }

  /// Makes the next write fail.
  func failNextWrite() {
    lock.withLock { writesToFail += 1 }
  }

  func enter() throws(TerminalError) {
    lock.withLock {
      isFullScreen = true
      enterCount += 1
    }
    write(TerminalControl.enterFullScreen)
  }

  func leave() {
    let wasFullScreen = lock.withLock {
      defer { isFullScreen = false }
      return isFullScreen
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
    lock.withLock { currentSize = size }
    continuation.yield(.resized)
  }

  /// Waits until the program has written `text` after what earlier waits found, at most
  /// `timeout`; false when it did not.
  func waitFor(_ text: String, timeout: Duration = .seconds(30)) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    let timer = Task { [self] in
      try? await Task.sleep(until: deadline)
      wakeWaiters()
    }
    defer { timer.cancel() }
    while true {
      let (found, seen): (Bool, Int) = lock.withLock {
        guard let range = written[searchStart...].range(of: text) else { return (false, version) }
        searchStart = range.upperBound
        return (true, version)
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
      let isNew: Bool = lock.withLock {
        guard version == seen else { return true }
        waiters.append(continuation)
        return false
      }
      if isNew { continuation.resume() }
    }
  }

  private func wakeWaiters() {
    let woken = lock.withLock {
      defer { waiters = [] }
      return waiters
    }
    for waiter in woken { waiter.resume() }
  }
}
