import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Calls a handler for each delivery of a signal, through a dispatch source, with the signal's
/// own action turned off until ``cancel()`` puts it back.
final class SignalWakeUp: @unchecked Sendable {
  private let signalNumber: Int32
  private let previousAction: sighandler_t?
  private let source: any DispatchSourceSignal

  init(signal signalNumber: Int32, handler: @escaping @Sendable () -> Void) {
    self.signalNumber = signalNumber
    previousAction = signal(signalNumber, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
    source.setEventHandler(handler: handler)
    source.resume()
  }

  /// Stops calling the handler and restores the signal's action.
  func cancel() {
    source.cancel()
    signal(signalNumber, previousAction)
  }
}

/// A pipe that wakes up a thread waiting in `poll`, from a signal's handler.
final class WakeUpPipe: Sendable {
  /// The end to wait on.
  let readEnd: Int32
  private let writeEnd: Int32

  /// A new pipe; `nil` when none can be made.
  init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    (readEnd, writeEnd) = (ends[0], ends[1])
  }

  deinit {
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
