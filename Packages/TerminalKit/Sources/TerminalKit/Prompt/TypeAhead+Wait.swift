import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TypeAhead {
  /// How a wait ended.
  public enum WaitEnd: Sendable, Hashable {
    /// The time waited for has passed.
    case elapsed
    /// This key was typed alone, and not held.
    case key(UInt8)
    /// The task waiting was cancelled.
    case cancelled
  }

  /// Standard input when it is a terminal: where a person types the keys a wait ends on.
  public static var terminalInput: Int32? {
    isatty(STDIN_FILENO) == 1 ? STDIN_FILENO : nil
  }

  /// Waits `duration` on `clock`, or until a byte of `keys` comes alone from `input` (a key a
  /// person pressed, not a part of a sequence or a paste), whichever is first. Everything else
  /// read from `input` meanwhile is held in `held`, for the app that reads the keys next.
  ///
  /// With no `input`, or when no thread can watch it, only the time ends the wait. Reading
  /// stops at the end of `input`, and once ``HeldInput/limit`` bytes are held.
  public static func wait(
    for duration: Duration, on clock: any Clock<Duration>, orUntil keys: Set<UInt8>,
    reading input: Int32? = terminalInput, holding held: HeldInput = .shared
  ) async -> WaitEnd {
    guard let input, let stop = WakeUpPipe(forSignals: false) else {
      return await sleep(for: duration, on: clock)
    }
    let watching = Task.detached {
      await withCheckedContinuation { finished in
        Thread.detachNewThread {
          finished.resume(returning: watch(input, for: keys, holding: held, until: stop))
        }
      }
    }
    let end = await withTaskGroup(of: WaitEnd?.self) { group in
      group.addTask { await sleep(for: duration, on: clock) }
      group.addTask { await watching.value.map(WaitEnd.key) }
      for await end in group {
        guard let end else { continue }
        group.cancelAll()
        // The watch stops reading before the wait returns, so that what is typed next is
        // the next reader's.
        stop.signal()
        return end
      }
      return WaitEnd.cancelled
    }
    stop.signal()
    _ = await watching.value
    return end
  }

  private static func sleep(for duration: Duration, on clock: any Clock<Duration>) async -> WaitEnd
  {
    do {
      try await clock.sleep(for: duration)
      return .elapsed
    } catch {
      return .cancelled
    }
  }

  /// Reads `input` until a byte of `keys` comes alone, which it returns, holding in `held`
  /// whatever else comes; `nil` once `stop` is signalled, `input` ends or fails, or `held` is
  /// full.
  private static func watch(
    _ input: Int32, for keys: Set<UInt8>, holding held: HeldInput, until stop: WakeUpPipe
  ) -> UInt8? {
    var buffer = [UInt8](repeating: 0, count: 256)
    var polled = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: stop.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      polled[0].revents = 0
      polled[1].revents = 0
      guard poll(&polled, 2, -1) >= 0 else {
        if errno == EINTR { continue }
        return nil
      }
      if polled[1].revents != 0 { return nil }
      guard polled[0].revents != 0 else { continue }
      let count = read(input, &buffer, buffer.count)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { return nil }
      if count == 1, keys.contains(buffer[0]) { return buffer[0] }
      guard held.hold(buffer[0..<count]) else { return nil }
    }
  }
}
