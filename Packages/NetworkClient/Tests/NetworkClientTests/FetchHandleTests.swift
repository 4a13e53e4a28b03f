import Dependencies
import NetworkClientTestSupport
import Synchronization
import TestSupport
import Testing

@testable import NetworkClient

@Suite("FetchHandle")
struct FetchHandleTests {
  @Test("deliver calls its callback once, and only the first callback")
  func deliversOnce() {
    let handle = FetchHandle()
    let calls = Mutex<[String]>([])

    handle.deliver { calls.withLock { $0.append("first") } }
    handle.deliver { calls.withLock { $0.append("second") } }

    checkEqual(calls.withLock { $0 }, ["first"])
  }

  @Test("after cancel, deliver calls nothing")
  func cancelStopsDelivery() {
    let handle = FetchHandle()
    let calls = Mutex(0)

    handle.cancel()
    handle.deliver { calls.withLock { $0 += 1 } }

    check(handle.isCancelled)
    checkEqual(calls.withLock { $0 }, 0)
  }

  @Test("a handle cancelled before it starts never runs its operation")
  func cancelBeforeStart() async {
    let handle = FetchHandle()
    let ran = Mutex(false)

    handle.cancel()
    handle.start { ran.withLock { $0 = true } }
    await handle.waitUntilFinished()

    check(!ran.withLock { $0 })
  }

  @Test("cancel cancels the running operation's task")
  func cancelCancelsTask() async {
    let handle = FetchHandle()
    let started = Signal()
    let sawCancellation = Mutex(false)

    handle.start {
      await started.raise()
      await Signal().wait()  // Returns only once the task is cancelled.
      sawCancellation.withLock { $0 = Task.isCancelled }
    }
    await started.wait()
    handle.cancel()
    await handle.waitUntilFinished()

    check(sawCancellation.withLock { $0 })
  }

  @Test("a new handle is not cancelled")
  func initiallyNotCancelled() {
    check(!FetchHandle().isCancelled)
  }
}
