import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Calls a handler for each delivery of a signal, until ``cancel()`` puts the signal's action
/// back as it was before the signal was first observed.
///
/// While observed, the signal no longer takes its own action (ending the program, for most):
/// only the handler reacts, on a thread of its own, so it may do anything but should return
/// soon, since the handlers of later signals wait for it. When given, `action` runs first, in
/// the signal's handler, on the thread the signal interrupted; it then must do only what a
/// signal's handler may, such as writing a byte to a pipe. The newest observer's action is the
/// one that runs. Observers of one signal may come and go, nested or one after another: each
/// hears every delivery made while it observes.
///
/// ```swift
/// let observer = SignalObserver(signal: SIGINT) { print("interrupted") }
/// defer { observer.cancel() }
/// ```
public final class SignalObserver: Sendable {
  private let signalNumber: Int32
  private let id: Int
  private let isCancelled = Atomic(false)

  /// Observes `signalNumber`, with `action` as its action when given, until ``cancel()``.
  public init(
    signal signalNumber: Int32, action: sighandler_t? = nil,
    handler: @escaping @Sendable () -> Void
  ) {
    self.signalNumber = signalNumber
    id = SignalRelay.shared.observe(signalNumber, action: action, handler: handler)
  }

  /// Stops calling the handler and, when no other observer is left, restores the signal's
  /// action as it was before it was first observed; only the first call does anything.
  public func cancel() {
    guard !isCancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
    SignalRelay.shared.stopObserving(id, signal: signalNumber)
  }
}
