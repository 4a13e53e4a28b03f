import Dispatch
import Synchronization
import TerminalKit
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `SIGUSR1` and `SIGUSR2` are sent to this process only while observed, one test at a time.
@Suite(.serialized) struct SignalObserverTests {
  /// Counts the deliveries a handler hears, and waits for them.
  final class Deliveries: Sendable {
    private let arrived = DispatchSemaphore(value: 0)

    func heard() { arrived.signal() }

    /// Whether a delivery is heard; waits at most a minute, a bound on a hang only.
    func waitForOne() -> Bool {
      arrived.wait(timeout: .now() + 60) == .success
    }
  }

  @Test func anObserverAfterAnotherOfTheSameSignalHearsIt() {
    let first = SignalObserver(signal: SIGUSR1) {}
    first.cancel()
    let deliveries = Deliveries()
    let second = SignalObserver(signal: SIGUSR1) { deliveries.heard() }
    defer { second.cancel() }

    kill(getpid(), SIGUSR1)

    check(deliveries.waitForOne(), "the second observer heard the signal")
  }

  @Test func nestedObserversEachHearEveryDelivery() {
    let (outer, inner) = (Deliveries(), Deliveries())
    let outerObserver = SignalObserver(signal: SIGUSR1) { outer.heard() }
    defer { outerObserver.cancel() }
    let innerObserver = SignalObserver(signal: SIGUSR1) { inner.heard() }

    kill(getpid(), SIGUSR1)
    check(outer.waitForOne())
    check(inner.waitForOne())
    innerObserver.cancel()
    kill(getpid(), SIGUSR1)

    check(outer.waitForOne(), "the outer observer still hears it")
  }

  @Test func theActionRunsBeforeTheHandler() {
    actionRuns.store(0, ordering: .relaxed)
    let deliveries = Deliveries()
    let observer = SignalObserver(signal: SIGUSR2, action: countingAction) {
      checkEqual(actionRuns.load(ordering: .relaxed), 1, "the action ran first")
      deliveries.heard()
    }
    defer { observer.cancel() }

    kill(getpid(), SIGUSR2)

    check(deliveries.waitForOne())
    checkEqual(actionRuns.load(ordering: .relaxed), 1)
  }

  @Test func theLastCancelPutsBackTheActionFromBefore() {
    signal(SIGUSR2, countingAction)
    defer { signal(SIGUSR2, SIG_DFL) }
    let first = SignalObserver(signal: SIGUSR2) {}
    let second = SignalObserver(signal: SIGUSR2) {}

    first.cancel()
    let whileObserved = signal(SIGUSR2, SIG_DFL)
    signal(SIGUSR2, whileObserved)
    check(handlerAddress(whileObserved) != handlerAddress(countingAction))
    second.cancel()
    second.cancel()

    checkEqual(handlerAddress(signal(SIGUSR2, SIG_DFL)), handlerAddress(countingAction))
  }

  private func handlerAddress(_ handler: sighandler_t?) -> Int {
    unsafeBitCast(handler, to: Int.self)
  }
}

private let actionRuns = Atomic<Int>(0)

private let countingAction: @convention(c) (Int32) -> Void = { _ in
  actionRuns.add(1, ordering: .relaxed)
}
