import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Calls a handler for each delivery of a signal, until ``cancel()`` puts the signal's action
/// back.
///
/// The signal's action is `action` while observing: `SIG_IGN` by default, so that the signal
/// no longer ends the program and only the handler reacts. A signal that every thread blocks
/// waits for the dispatch source, which calls `handler` on a queue of its own; one that reaches
/// a thread runs `action`, which then must do only what a signal's handler may, such as
/// writing a byte to a pipe.
///
/// ```swift
/// let observer = SignalObserver(signal: SIGINT) { print("interrupted") }
/// defer { observer.cancel() }
/// ```
public final class SignalObserver: @unchecked Sendable {
  private let signalNumber: Int32
  private let previousAction: sighandler_t?
  private let source: any DispatchSourceSignal
  private let lock = NSLock()
  private var isCancelled = false

  /// Observes `signalNumber`, setting its action to `action` until ``cancel()``.
  public init(
    signal signalNumber: Int32, action: sighandler_t? = SIG_IGN,
    handler: @escaping @Sendable () -> Void
  ) {
    self.signalNumber = signalNumber
    let previousAction = signal(signalNumber, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
    source.setEventHandler {
      // Signals that arrive together are counted, not delivered one by one.
      for _ in 0..<max(1, source.data) { handler() }
    }
    source.resume()
    signal(signalNumber, action)
    self.source = source
    self.previousAction = previousAction
  }

  /// Stops calling the handler and restores the signal's action as it was before; only the
  /// first call does anything.
  public func cancel() {
    let cancels = lock.withLock {
      defer { isCancelled = true }
      return !isCancelled
    }
    guard cancels else { return }
    source.cancel()
    signal(signalNumber, previousAction)
  }
}
