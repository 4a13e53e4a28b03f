import Foundation
import TestSupport
import Testing

@testable import JSONServer

/// Turns are taken first come, first served.
@Suite struct WriteQueueTests {
  @Test func runsCallersInTheOrderTheyArrive() {
    let queue = WriteQueue()
    let log = LockedValue<[String]>([])
    // Semaphores, not a Gate: the writers are threads that block in the queue.
    let holding = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    // Threads of their own: each blocks until its turn.
    func start(_ work: @escaping @Sendable () -> Void) {
      done.enter()
      Thread.detachNewThread {
        work()
        done.leave()
      }
    }
    start {
      queue.inTurn {
        holding.signal()
        release.wait()
        log.withLock { $0.append("first") }
      }
    }
    holding.wait()
    for writer in 1...6 {
      start { queue.inTurn { log.withLock { $0.append("\(writer)") } } }
      queue.waitUntilWaiting(writer)
    }
    release.signal()
    done.wait()

    checkEqual(log.current, ["first", "1", "2", "3", "4", "5", "6"])
  }

  @Test func appliesEveryWriteOfManyCallers() async throws {
    let server = try JSONServer.make()
    await withTaskGroup(of: Void.self) { group in
      for index in 1...20 {
        group.addTask { _ = try? server.send("POST", "/posts", json: #"{"n": \#(index)}"#) }
      }
    }
    try checkEqual(listedIDs(server.get("/posts")), Array(1...23))
  }
}
