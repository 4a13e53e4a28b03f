import CurlOnDemand
import Dispatch
import TestSupport
import Testing

/// The count that keeps libcurl from reading a passed-on body faster than it is written out.
@Suite struct CurlReceiveBacklogTests {
  /// A backlog of the test's own, freed after `body`.
  private func withBacklog(_ body: (OpaquePointer) throws -> Void) throws {
    let backlog = try #require(curl_backlog_make())
    defer { curl_backlog_free(backlog) }
    try body(backlog)
  }

  @Test func nothingIsCountedNorWaitedForWhileNoBodyIsPassedOn() throws {
    try withBacklog { backlog in
      checkEqual(curl_backlog_deliver(backlog, 10_000, 100, 60_000), 0)
      checkEqual(curl_backlog_count(backlog), 0)
    }
  }

  @Test func itIsPassingBetweenABeginAndItsEnd() throws {
    try withBacklog { backlog in
      checkEqual(curl_backlog_is_passing(backlog), 0)
      curl_backlog_begin(backlog)
      curl_backlog_begin(backlog)
      curl_backlog_end(backlog)
      checkEqual(curl_backlog_is_passing(backlog), 1, "one is passed on still")
      curl_backlog_end(backlog)
      checkEqual(curl_backlog_is_passing(backlog), 0)
    }
  }

  @Test func deliveriesAreCountedAndTakenBack() throws {
    try withBacklog { backlog in
      curl_backlog_begin(backlog)
      checkEqual(curl_backlog_deliver(backlog, 600, 1000, 60_000), 0)
      checkEqual(curl_backlog_deliver(backlog, 600, 1000, 60_000), 0, "within the limit before")
      checkEqual(curl_backlog_count(backlog), 1200)
      curl_backlog_take(backlog, 1000)
      checkEqual(curl_backlog_count(backlog), 200)
      curl_backlog_end(backlog)
      checkEqual(curl_backlog_count(backlog), 0, "counted from zero once none is passed on")
    }
  }

  @Test func aDeliveryPastTheLimitWaitsAtMostTheLongestWait() throws {
    try withBacklog { backlog in
      curl_backlog_begin(backlog)
      _ = curl_backlog_deliver(backlog, 2000, 1000, 60_000)
      let waited = curl_backlog_deliver(backlog, 10, 1000, 120)
      check(waited >= 120, "waited \(waited) ms for bytes no one took")
      checkEqual(curl_backlog_count(backlog), 2010, "then delivered all the same")
    }
  }

  @Test func aDeliveryPastTheLimitGoesOnOnceBytesAreTaken() async throws {
    let backlog = try #require(curl_backlog_make())
    defer { curl_backlog_free(backlog) }
    let shared = UncheckedBacklog(pointer: backlog)
    curl_backlog_begin(backlog)
    _ = curl_backlog_deliver(backlog, 2000, 1000, 60_000)
    // The delivery waits on a thread of its own until the bytes are taken, well within the
    // longest wait of an hour.
    let delivered = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: curl_backlog_deliver(shared.pointer, 10, 1000, 3_600_000))
      }
      DispatchQueue.global().async {
        while curl_backlog_count(shared.pointer) == 2000 {
          curl_backlog_take(shared.pointer, 1500)
        }
      }
    }
    check(delivered < 3_600_000)
    checkEqual(curl_backlog_count(backlog), 510)
  }
}

/// A backlog's pointer handed to other threads, which its lock guards.
private struct UncheckedBacklog: @unchecked Sendable {
  let pointer: OpaquePointer
}
