import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Calls a handler for each delivery of a signal, until ``cancel()`` puts the signal's action
/// back.
///
/// The signal is ignored while observing, so that it no longer ends the program and only the
/// handler reacts: a signal that every thread blocks waits for the dispatch source, which calls
/// `handler` on a queue of its own. When given, `action` is set once the source is made, for a
/// signal that reaches a thread which does not block it; it then must do only what a signal's
/// handler may, such as writing a byte to a pipe. Without one, the action is not set again once
/// the source is made, since that would race with the source's own registration.
///
/// ```swift
/// let observer = SignalObserver(signal: SIGINT) { print("interrupted") }
/// defer { observer.cancel() }
/// ```
// Unchecked: Dispatch does not mark its signal source Sendable, though it may be cancelled from
// any thread; the rest is immutable or atomic.
public final class SignalObserver: @unchecked Sendable {
  private let signalNumber: Int32
  private let previousAction: sighandler_t?
  private let source: any DispatchSourceSignal
  private let isCancelled = Atomic(false)

  /// Observes `signalNumber`, with `action` as its action when given, until ``cancel()``.
  public init(
    signal signalNumber: Int32, action: sighandler_t? = nil,
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
    if let action {
      signal(signalNumber, action)
    }
    self.source = source
    self.previousAction = previousAction
  }

  /// Stops calling the handler and restores the signal's action as it was before; only the
  /// first call does anything.
  public func cancel() {
    guard !isCancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
    source.cancel()
    signal(signalNumber, previousAction)
  }
}
