import Foundation
import Testing

@testable import AppCommands

@Suite struct InterruptsTests {
  /// Interrupts a test sends by hand, and the statuses the program was ended with.
  final class ManualInterrupts: @unchecked Sendable {
    private let lock = NSLock()
    private var handlers: [@Sendable () -> Void] = []
    private var statuses: [ExitCode] = []
    private var stops = 0

    var terminations: [ExitCode] { lock.withLock { statuses } }
    var stopCount: Int { lock.withLock { stops } }

    var interrupts: Interrupts {
      Interrupts(
        observe: { handler in
          self.lock.withLock { self.handlers.append(handler) }
          return { self.lock.withLock { self.stops += 1 } }
        },
        terminate: { status in self.lock.withLock { self.statuses.append(status) } }
      )
    }

    func interrupt() {
      for handler in lock.withLock({ handlers }) { handler() }
    }
  }

  @Test func returnsTheResultWhenNothingInterrupts() async {
    let manual = ManualInterrupts()

    let result = await manual.interrupts.run { 42 }

    #expect(result == 42)
    #expect(manual.stopCount == 1)
    #expect(manual.terminations.isEmpty)
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

    #expect(result == nil)
    #expect(sawCancellation.value == 1)
    #expect(manual.terminations.isEmpty)
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

    #expect(result == nil)
    #expect(manual.terminations == [.interrupted])
    #expect(cleanups.value == 1)
  }

  @Test func anInterruptBeforeTheOperationStartsStillCancelsIt() async {
    let early = Interrupts(
      observe: { handler in
        handler()
        return {}
      }, terminate: { _ in })

    let wasCancelled = await early.run { Task.isCancelled }

    #expect(wasCancelled == nil)
  }
}

/// A thread-safe counter.
final class ManualCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() {
    lock.withLock { count += 1 }
  }
}
