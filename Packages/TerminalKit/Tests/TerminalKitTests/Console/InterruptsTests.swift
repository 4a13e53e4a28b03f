import Foundation
import Synchronization
import TestSupport
import Testing

@testable import TerminalKit

@Suite struct InterruptsTests {
  /// Interrupts a test sends by hand, and the statuses the program was ended with.
  final class ManualInterrupts: Sendable {
    private struct State {
      var handlers: [@Sendable () -> Void] = []
      var statuses: [TerminationStatus] = []
      var stops = 0
    }

    private let state = Mutex(State())

    var terminations: [TerminationStatus] { state.withLock { $0.statuses } }
    var stopCount: Int { state.withLock { $0.stops } }

    var interrupts: Interrupts {
      Interrupts(
        observe: { handler in
          self.state.withLock { $0.handlers.append(handler) }
          return { self.state.withLock { $0.stops += 1 } }
        },
        terminate: { status in self.state.withLock { $0.statuses.append(status) } }
      )
    }

    func interrupt() {
      for handler in state.withLock({ $0.handlers }) { handler() }
    }
  }

  @Test func returnsTheResultWhenNothingInterrupts() async {
    let manual = ManualInterrupts()

    let result = await manual.interrupts.run { 42 }

    checkEqual(result, 42)
    checkEqual(manual.stopCount, 1)
    check(manual.terminations.isEmpty)
  }

  @Test(.timeLimit(.minutes(1))) func theFirstInterruptCancelsTheOperation() async {
    let manual = ManualInterrupts()
    let sawCancellation = ManualCounter()

    let result = await manual.interrupts.run {
      manual.interrupt()
      // Ends only when the task is cancelled.
      let (neverEnding, continuation) = AsyncStream.makeStream(of: Void.self)
      for await _ in neverEnding {}
      continuation.finish()
      if Task.isCancelled { sawCancellation.increment() }
      return "finished"
    }

    checkEqual(result, nil)
    checkEqual(sawCancellation.value, 1)
    check(manual.terminations.isEmpty)
  }

  @Test func theSecondInterruptTerminatesAtOnce() async {
    let manual = ManualInterrupts()
    let cleanups = ManualCounter()

    let cleanUp: @Sendable () -> Void = { cleanups.increment() }

    let result = await manual.interrupts.run(onSecondInterrupt: cleanUp) {
      manual.interrupt()
      manual.interrupt()
      return "done"
    }

    checkEqual(result, nil)
    checkEqual(manual.terminations, [.interrupted])
    checkEqual(cleanups.value, 1)
  }

  @Test func anInterruptBeforeTheOperationStartsStillCancelsIt() async {
    let early = Interrupts(
      observe: { handler in
        handler()
        return {}
      }, terminate: { _ in })

    let wasCancelled = await early.run { Task.isCancelled }

    checkEqual(wasCancelled, nil)
  }
}

/// A thread-safe counter.
final class ManualCounter: Sendable {
  private let count = Mutex(0)

  var value: Int { count.withLock { $0 } }

  func increment() {
    count.withLock { $0 += 1 }
  }
}
