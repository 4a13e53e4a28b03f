import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe that wakes up a thread waiting in `poll`, from a signal's handler or another thread.
///
/// The newest pipe made for signals is the one ``wakeUpAction`` writes to.
final class WakeUpPipe: Sendable {
  /// A signal handler that makes the newest pipe's read end readable.
  static let wakeUpAction: sighandler_t? = { _ in
    let savedError = errno
    var byte: UInt8 = 1
    _ = write(signalledDescriptor, &byte, 1)
    errno = savedError
  }

  /// The end to wait on.
  let readEnd: Int32
  private let writeEnd: Int32

  /// A new pipe, which ``wakeUpAction`` writes to `forSignals`; `nil` when none can be made.
  init?(forSignals: Bool = true) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    (readEnd, writeEnd) = (ends[0], ends[1])
    if forSignals { signalledDescriptor = writeEnd }
  }

  deinit {
    if signalledDescriptor == writeEnd {
      signalledDescriptor = -1
    }
    close(readEnd)
    close(writeEnd)
  }

  /// Makes the read end readable.
  func signal() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Reads what the signals wrote, so that the read end waits again.
  func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(readEnd, &buffer, buffer.count) > 0 {}
  }
}

// The write end ``WakeUpPipe/wakeUpAction`` writes to, read without a lock by a signal's
// handler; -1 when there is none (the write then fails harmlessly).
nonisolated(unsafe) private var signalledDescriptor: Int32 = -1
