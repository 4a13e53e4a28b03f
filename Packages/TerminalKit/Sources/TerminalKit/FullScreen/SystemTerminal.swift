import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's own terminal, on standard input and output: raw mode through `termios`, the
/// alternate screen, and the signals that concern a full-screen program.
///
/// Keys are read by a thread blocked in `read`, and `SIGWINCH`, `SIGCONT` and `SIGINT` arrive
/// through ``SignalObserver``s, so nothing runs while nothing happens. There is one per process
/// (``shared``), so that ``FullScreenTerminal/restore()`` can reach it from a signal's handler.
public final class SystemTerminal: TerminalDevice, @unchecked Sendable {
  public static let shared = SystemTerminal()

  /// The keys, resizes and signals of the terminal, in the order they came.
  public let events: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  // Locks, not Mutex: leaving waits for a write at most a second (`lock(before:)`), and the key
  // reader's pause waits on a condition, which Mutex offers neither of.
  /// Guards the modes and the flags; taken before ``writeLock`` when both are.
  private let lock = NSLock()
  /// Keeps writes whole, so that leaving never cuts into a frame being drawn.
  private let writeLock = NSLock()
  private var savedModes: termios?
  /// The file status flags of standard input and output before ``enter()`` cleared
  /// `O_NONBLOCK`, to restore on ``leave()``.
  private var savedFlags: (input: Int32, output: Int32)?
  /// Whether the terminal is in full-screen mode, so that frames may be written.
  private var isActive = false
  private var isObserving = false
  /// The observers of the signals that become events, kept for as long as the process runs.
  private var signalObservers: [SignalObserver] = []
  /// Guards the key reader's pause: asked for, taken, and whether the reader still runs.
  private let reader = NSCondition()
  private var isReaderPauseRequested = false
  private var isReaderPaused = false
  private var isReaderRunning = false
  /// A pipe whose write end wakes the key reader from waiting for input, so that it pauses.
  private var wakeup: (read: Int32, write: Int32) = (-1, -1)

  private init() {
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  /// The window size; 80×24 when it cannot be read.
  public func size() -> TerminalSize {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else {
      return TerminalSize(columns: 80, rows: 24)
    }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  @discardableResult
  /// Writes `text` while the terminal is entered; `false` when it was dropped or failed.
  public func write(_ text: String) -> Bool {
    writeLock.withLock {
      // A frame drawn after the terminal was left (a stop signal's restore) is dropped.
      guard lock.withLock({ isActive }) else { return false }
      return Self.writeAll(text)
    }
  }

  /// Writes every byte of `text` to standard output, waiting while it is full; false when it
  /// cannot take them.
  private static func writeAll(_ text: String) -> Bool {
    TerminalKit.writeAll(text, to: STDOUT_FILENO) == nil
  }

  /// Enters raw mode and the alternate screen, and starts reading keys and signals.
  public func enter() throws(TerminalError) {
    // Entering again sets raw mode again: a shell may have changed the modes while the
    // program was stopped.
    let failure: Int32? = lock.withLock {
      var modes = termios()
      if let savedModes {
        modes = savedModes
      } else if tcgetattr(STDIN_FILENO, &modes) != 0 {
        return errno
      }
      var raw = modes
      cfmakeraw(&raw)
      // Not flushed: keys typed ahead (``TypeAhead``) are the app's first.
      guard tcsetattr(STDIN_FILENO, TCSADRAIN, &raw) == 0 else { return errno }
      savedModes = modes
      // Reads and writes block, so that neither spins nor drops a frame.
      let flags = savedFlags ?? (fcntl(STDIN_FILENO, F_GETFL), fcntl(STDOUT_FILENO, F_GETFL))
      savedFlags = flags
      if flags.input >= 0 { _ = fcntl(STDIN_FILENO, F_SETFL, flags.input & ~O_NONBLOCK) }
      if flags.output >= 0 { _ = fcntl(STDOUT_FILENO, F_SETFL, flags.output & ~O_NONBLOCK) }
      isActive = true
      return nil
    }
    if let failure {
      throw TerminalError(
        message: "cannot set the terminal's mode: \(String(cString: strerror(failure)))")
    }
    write(TerminalControl.enterFullScreen)
    startObserving()
  }

  /// Restores the saved modes and the main screen; nothing when not entered.
  public func leave() {
    let wasActive: Bool = lock.withLock {
      guard var modes = savedModes else { return false }
      isActive = false
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &modes)
      savedModes = nil
      if let flags = savedFlags {
        if flags.input >= 0 { _ = fcntl(STDIN_FILENO, F_SETFL, flags.input) }
        if flags.output >= 0 { _ = fcntl(STDOUT_FILENO, F_SETFL, flags.output) }
        savedFlags = nil
      }
      return true
    }
    if wasActive {
      // After any frame being written, which holds the write lock; but not forever, should
      // the terminal not take it (a signal's restore must end).
      let isLocked = writeLock.lock(before: Date(timeIntervalSinceNow: 1))
      _ = Self.writeAll(TerminalControl.leaveFullScreen)
      if isLocked { writeLock.unlock() }
    }
  }

  /// Leaves the terminal and stops the process group, as Ctrl-Z does; returns once the process
  /// is continued.
  public func suspend() {
    leave()
    JobControl.stopProcessGroup()
  }

  /// Leaves the terminal to `program` (an editor, a pager) and enters it again after.
  public func handOver<Result: Sendable>(_ program: () -> Result) -> Result {
    leave()
    pauseReader()
    defer { resumeReader() }
    return program()
  }

  /// Stops the key reader before its next read, and waits until it has stopped, so that the
  /// program the terminal is handed over to gets every key.
  private func pauseReader() {
    reader.lock()
    isReaderPauseRequested = true
    let isRunning = isReaderRunning
    reader.unlock()
    guard isRunning, wakeup.write >= 0 else { return }
    var byte: UInt8 = 1
    _ = systemWrite(wakeup.write, &byte, 1)
    reader.lock()
    while isReaderRunning && !isReaderPaused {
      reader.wait()
    }
    reader.unlock()
  }

  private func resumeReader() {
    reader.lock()
    isReaderPauseRequested = false
    reader.broadcast()
    reader.unlock()
  }

  /// Waits while the reader is asked to pause, saying that it has.
  private func waitWhilePaused() {
    reader.lock()
    if isReaderPauseRequested {
      isReaderPaused = true
      reader.broadcast()
      while isReaderPauseRequested {
        reader.wait()
      }
      isReaderPaused = false
    }
    reader.unlock()
  }

  /// Waits until standard input has bytes, or the wakeup pipe does; true for the input.
  private func waitForInput() -> Bool {
    var polled = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeup.read, events: Int16(POLLIN), revents: 0),
    ]
    while poll(&polled, 2, -1) < 0 {
      if errno != EINTR { return true }
    }
    if polled[1].revents != 0 {
      var bytes = [UInt8](repeating: 0, count: 16)
      _ = read(wakeup.read, &bytes, bytes.count)
      return false
    }
    return true
  }

  /// Starts reading keys and observing signals, once.
  private func startObserving() {
    let isFirst: Bool = lock.withLock {
      defer { isObserving = true }
      return !isObserving
    }
    guard isFirst else { return }
    let observed: [(Int32, TerminalEvent)] = [
      (SIGWINCH, .resized), (SIGCONT, .resumed), (SIGINT, .interrupted),
    ]
    let observers = observed.map { signalNumber, event in
      SignalObserver(signal: signalNumber) { [continuation] in continuation.yield(event) }
    }
    lock.withLock { signalObservers = observers }
    var pipeEnds: [Int32] = [-1, -1]
    if pipe(&pipeEnds) == 0 {
      wakeup = (pipeEnds[0], pipeEnds[1])
    }
    reader.withLock { isReaderRunning = true }
    // What was typed while the program waited before it took the keyboard comes first.
    let typedBefore = HeldInput.shared.take()
    if !typedBefore.isEmpty { continuation.yield(.input(typedBefore)) }
    Thread.detachNewThread { [self, continuation] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      defer {
        reader.withLock {
          isReaderRunning = false
          reader.broadcast()
        }
      }
      while true {
        waitWhilePaused()
        guard waitForInput() else { continue }
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count < 0 {
          let error = errno
          if error == EINTR { continue }
          // Input made non-blocking by someone else: wait for it rather than spin.
          if error == EAGAIN || error == EWOULDBLOCK,
            waitUntilReady(STDIN_FILENO, for: POLLIN)
          {
            continue
          }
        }
        guard count > 0 else { break }
        continuation.yield(.input(Array(buffer[0..<count])))
      }
      continuation.finish()
    }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
