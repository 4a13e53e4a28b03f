import Foundation
import Synchronization
import TestSupport
import Testing

@testable import JSONServer

@Suite struct FairShareTests {
  @Test func aJobThatArrivesWhileAnotherRunsTakesTheNextTurn() async {
    let cheapIsWaiting = DispatchSemaphore(value: 0)
    let share = FairShare(queued: { cheapIsWaiting.signal() })
    let cheapDone = Atomic(false)
    let (started, startedNow) = AsyncStream.makeStream(of: Void.self)
    let costly = Task {
      await share.run { checkpoint in
        startedNow.yield()
        cheapIsWaiting.wait()
        // One checkpoint: the turn handed over, the cheap job has ended when it comes back.
        checkpoint()
        return cheapDone.load(ordering: .acquiring)
      }
    }
    for await _ in started { break }

    let cheap = await share.run { _ in
      cheapDone.store(true, ordering: .releasing)
      return "answered"
    }

    checkEqual(cheap, "answered")
    check(await costly.value, "the cheap job ran between two slices of the costly one")
  }

  /// Embedding thousands of comments in each post takes several slices: a plain read that
  /// arrives during the first is answered before the rest.
  @Test func aCheapReadIsAnsweredBetweenTheSlicesOfAnExpensiveEmbed() async throws {
    let comments = (1...50_000).map { #"{"id": \#($0), "postId": \#($0 % 10 + 1)}"# }
    let posts = (1...10).map { #"{"id": \#($0)}"# }
    let server = try JSONServer.make(
      #"{"posts": [\#(posts.joined(separator: ","))], "comments": [\#(comments.joined(separator: ","))]}"#
    )
    let cheapIsWaiting = DispatchSemaphore(value: 0)
    let share = FairShare(queued: { cheapIsWaiting.signal() })
    let answered = Mutex<[String]>([])
    let (arrival, arriveNow) = AsyncStream.makeStream(of: Void.self)
    let cheap = Task {
      for await _ in arrival { break }
      await share.run { _ in
        let status = server.respond(to: JSONServerRequest(method: "GET", target: "/posts/1"))
          .status
        answered.withLock { $0.append("cheap \(status)") }
      }
    }
    let expensive = await share.run { checkpoint in
      var slices = 0
      let response = server.respond(
        to: JSONServerRequest(method: "GET", target: "/posts?_embed=comments"),
        yielding: {
          slices += 1
          if slices == 1 {
            // The cheap read arrives during the first slice.
            arriveNow.yield()
            cheapIsWaiting.wait()
          }
          checkpoint()
        })
      answered.withLock { $0.append("expensive \(response.status)") }
      return (response.status, slices)
    }
    arriveNow.finish()
    await cheap.value
    check(expensive.0 == 200 && expensive.1 > 1)
    checkEqual(answered.withLock { $0 }, ["cheap 200", "expensive 200"])
  }

  @Test func runsOneJobAtATimeAndFinishesThemAll() async {
    let arrivals = DispatchSemaphore(value: 0)
    let share = FairShare(queued: { arrivals.signal() })
    let occupancy = Occupancy()
    let results = await withTaskGroup(of: Int.self) { group in
      for job in 0..<6 {
        group.addTask {
          await share.run { checkpoint in
            occupancy.begin()
            // Every job works until all have begun: run at once, they would overlap.
            while occupancy.begun < 6 {
              // Alone, it waits for the next job to arrive rather than spin.
              if share.waitingCount == 0 { arrivals.wait() }
              occupancy.leave()
              checkpoint()
              occupancy.enter()
            }
            occupancy.leave()
            return job
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }

    checkEqual(results.sorted(), Array(0..<6))
    checkEqual(occupancy.most, 1)
    checkEqual(share.waitingCount, 0)
  }
}

/// How many jobs run their work at once, the most that ever did, and how many have begun.
private final class Occupancy: Sendable {
  private let inside = Atomic(0)
  private let highest = Atomic(0)
  private let beginnings = Atomic(0)

  /// Records that the calling job runs its work, from its first slice on.
  func begin() {
    beginnings.add(1, ordering: .sequentiallyConsistent)
    enter()
  }

  /// Records that the calling job runs a slice of its work.
  func enter() {
    let now = inside.add(1, ordering: .sequentiallyConsistent).newValue
    _ = highest.max(now, ordering: .sequentiallyConsistent)
  }

  /// Records that the calling job stopped running its work.
  func leave() {
    inside.subtract(1, ordering: .sequentiallyConsistent)
  }

  /// The most jobs that ran their work at once.
  var most: Int { highest.load(ordering: .sequentiallyConsistent) }
  /// How many jobs have begun their work.
  var begun: Int { beginnings.load(ordering: .sequentiallyConsistent) }
}
