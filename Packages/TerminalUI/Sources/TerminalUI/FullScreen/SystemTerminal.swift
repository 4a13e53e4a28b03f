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
  private let lock = NSLock()
  private var savedModes: termios?
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

  func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(STDOUT_FILENO, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }

  func enter() throws(TerminalError) {
    // Entering again sets raw mode again: a shell may have changed the modes while the
    // program was stopped.
    let entered: Bool = lock.withLock {
      var modes = termios()
      if let savedModes {
        modes = savedModes
      } else if tcgetattr(STDIN_FILENO, &modes) != 0 {
        return false
      }
      var raw = modes
      cfmakeraw(&raw)
      guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return false }
      savedModes = modes
      return true
    }
    guard entered else {
      throw TerminalError(
        message: "cannot set the terminal's mode: \(String(cString: strerror(errno)))")
    }
    write(TerminalControl.enterFullScreen)
    startObserving()
  }

  func leave() {
    let wasActive: Bool = lock.withLock {
      guard var modes = savedModes else { return false }
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &modes)
      savedModes = nil
      return true
    }
    if wasActive {
      write(TerminalControl.leaveFullScreen)
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
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
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
