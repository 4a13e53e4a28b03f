import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where Ctrl-C comes from, and how the program ends at once on a second one.
///
/// ``live`` turns `SIGINT` into calls of a handler, so that the first Ctrl-C can cancel the
/// running request and let the program exit cleanly; tests interrupt by hand.
public struct Interrupts: Sendable {
  /// Starts calling `handler` on every interrupt, and returns the closure that stops it.
  public var observe: @Sendable (_ handler: @escaping @Sendable () -> Void) -> @Sendable () -> Void
  public var terminate: @Sendable (_ status: TerminationStatus) -> Void

  public init(
    observe:
      @escaping @Sendable (_ handler: @escaping @Sendable () -> Void) ->
      @Sendable () ->
      Void,
    terminate: @escaping @Sendable (_ status: TerminationStatus) -> Void
  ) {
    self.observe = observe
    self.terminate = terminate
  }

  /// `SIGINT`, the terminal's Ctrl-C, observed with a ``SignalObserver``.
  ///
  /// The signal's default action (ending the process) is turned off while observing and restored
  /// when observing stops, so that Ctrl-C at a later prompt still ends the program. (While a
  /// pager runs, the pager turns it off again and takes Ctrl-C for itself.)
  public static let live = Interrupts(
    observe: { handler in
      let observer = SignalObserver(signal: SIGINT, handler: handler)
      return { observer.cancel() }
    },
    terminate: { status in status.exitProgram() }
  )

  public static let none = Interrupts(observe: { _ in {} }, terminate: { _ in })
}

extension Interrupts {
  /// Runs `operation` in a task that the first interrupt cancels; a second interrupt calls
  /// `onSecondInterrupt` and then ``terminate`` with ``TerminationStatus/interrupted``.
  ///
  /// Interrupts are observed from before `operation` starts until it returns. Returns its
  /// result, or `nil` when an interrupt came, whatever the operation returned.
  public func run<Result: Sendable>(
    onSecondInterrupt: @escaping @Sendable () -> Void = {},
    _ operation: @escaping @Sendable () async -> Result
  ) async -> Result? {
    let state = InterruptState()
    let stop = observe { [terminate] in
      if state.interrupt() > 1 {
        onSecondInterrupt()
        terminate(.interrupted)
      }
    }
    let task = Task { await operation() }
    state.setTask(task)
    let result = await task.value
    stop()
    return state.count == 0 ? result : nil
  }
}

/// The interrupts that have come and the task they cancel, shared between the signal handler
/// and the waiting task.
private final class InterruptState: Sendable {
  private struct State: Sendable {
    var interrupts = 0
    var cancel: (@Sendable () -> Void)?
  }

  private let state = Mutex(State())

  var count: Int { state.withLock { $0.interrupts } }

  /// Sets the task to cancel, cancelling it at once if an interrupt already came.
  func setTask<Success: Sendable>(_ task: Task<Success, Never>) {
    let isInterrupted = state.withLock { state in
      state.cancel = { task.cancel() }
      return state.interrupts > 0
    }
    if isInterrupted { task.cancel() }
  }

  /// Counts one more interrupt, cancels the task, and returns the new count.
  func interrupt() -> Int {
    let (count, cancel) = state.withLock { state in
      state.interrupts += 1
      return (state.interrupts, state.cancel)
    }
    cancel?()
    return count
  }
}

extension Interrupts {
  /// Returns on the first interrupt, `SIGTERM` or `SIGHUP`: for a program that runs until it is
  /// told to stop, such as a server.
  public func waitForStop() async {
    let (signals, continuation) = AsyncStream<Void>.makeStream()
    let stopInterrupts = observe { continuation.yield() }
    let stopTermination = TerminationSignals.handle { continuation.yield() }
    for await _ in signals { break }
    stopInterrupts()
    stopTermination()
  }
}
