import Dispatch
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
/// through dispatch sources, so nothing runs while nothing happens. There is one per process
/// (``shared``), so that ``FullScreenTerminal/restore()`` can reach it from a signal's handler.
final class SystemTerminal: TerminalDevice, @unchecked Sendable {
  /// The terminal of this process.
  static let shared = SystemTerminal()

  let events: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation
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
  private var signalSources: [any DispatchSourceSignal] = []

  private init() {
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  func size() -> TerminalSize {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else {
      return TerminalSize(columns: 80, rows: 24)
    }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  @discardableResult
  func write(_ text: String) -> Bool {
    writeLock.withLock {
      // A frame drawn after the terminal was left (a stop signal's restore) is dropped.
      guard lock.withLock({ isActive }) else { return false }
      return Self.writeAll(text)
    }
  }

  /// Writes every byte of `text` to standard output, waiting while it is full; false when it
  /// cannot take them.
  private static func writeAll(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(STDOUT_FILENO, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        let error = errno
        if error == EINTR { continue }
        if error == EAGAIN || error == EWOULDBLOCK, waitUntilReady(STDOUT_FILENO, for: POLLOUT) {
          continue
        }
        return false
      }
      guard written > 0 else { return false }
      bytes = bytes.dropFirst(written)
    }
    return true
  }

  /// Waits until `descriptor` is ready for `events`; false when it cannot be waited on.
  private static func waitUntilReady(_ descriptor: Int32, for events: Int32) -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(events), revents: 0)
    while true {
      let ready = poll(&request, 1, -1)
      if ready > 0 { return true }
      if ready < 0, errno == EINTR { continue }
      return false
    }
  }

  func enter() throws(TerminalError) {
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
      guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return errno }
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

  func leave() {
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

  func suspend() {
    leave()
    signal(SIGTSTP, SIG_DFL)
    kill(0, SIGTSTP)
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
    let sources = observed.map { signalNumber, event in
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler { [continuation] in continuation.yield(event) }
      source.resume()
      return source
    }
    lock.withLock { signalSources = sources }
    Thread.detachNewThread { [continuation] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count < 0 {
          let error = errno
          if error == EINTR { continue }
          // Input made non-blocking by someone else: wait for it rather than spin.
          if error == EAGAIN || error == EWOULDBLOCK,
            Self.waitUntilReady(STDIN_FILENO, for: POLLIN)
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
