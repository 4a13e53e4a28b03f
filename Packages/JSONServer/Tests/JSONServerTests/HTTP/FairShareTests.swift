import Foundation
import Synchronization
import Testing

@testable import JSONServer

@Suite struct FairShareTests {
  @Test func aJobThatArrivesWhileAnotherRunsTakesTheNextTurn() async {
    let share = FairShare()
    let cheapDone = Atomic(false)
    let (started, startedNow) = AsyncStream.makeStream(of: Void.self)
    let costly = Task {
      await share.run { checkpoint in
        startedNow.yield()
        var checkpointsSinceArrival = 0
        // Gives the cheap job its chance, then stops: a turn not handed over ends the loop
        // with the cheap job still waiting.
        while !cheapDone.load(ordering: .acquiring) && checkpointsSinceArrival < 3 {
          if share.waitingCount > 0 { checkpointsSinceArrival += 1 }
          checkpoint()
        }
        return cheapDone.load(ordering: .acquiring)
      }
    }
    for await _ in started { break }

    let cheap = await share.run { _ in
      cheapDone.store(true, ordering: .releasing)
      return "answered"
    }

    #expect(cheap == "answered")
    #expect(await costly.value, "the cheap job ran between two slices of the costly one")
  }

  @Test func runsOneJobAtATimeAndFinishesThemAll() async {
    let share = FairShare()
    let occupancy = Occupancy()
    let results = await withTaskGroup(of: Int.self) { group in
      for job in 0..<6 {
        group.addTask {
          await share.run { checkpoint in
            occupancy.begin()
            // Every job works until all have begun: run at once, they would overlap.
            while occupancy.begun < 6 {
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

    #expect(results.sorted() == Array(0..<6))
    #expect(occupancy.most == 1)
    #expect(share.waitingCount == 0)
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
