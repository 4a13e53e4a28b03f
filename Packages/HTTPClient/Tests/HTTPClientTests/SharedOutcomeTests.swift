import Synchronization
import TestSupport
import Testing

@testable import HTTPClient

@Suite("SharedOutcome", .timeLimit(.minutes(1)))
struct SharedOutcomeTests {
  final class Runs: Sendable {
    let count = Mutex(0)
  }

  @Test("the work runs once, and every waiter, early or late, has its value")
  func once() async throws {
    let runs = Runs()
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    let shared = SharedOutcome<Int> {
      runs.count.withLock { $0 += 1 }
      for await _ in gate {}
      return 42
    }
    let early = Task { try await shared.value() }
    open.finish()
    let values = [try await early.value, try await shared.value(), try await shared.value()]

    checkEqual(values, [42, 42, 42])
    checkEqual(runs.count.withLock { $0 }, 1)
  }

  @Test("a waiter cancelled stops waiting, and the others have the work's error")
  func cancelledAndFailed() async throws {
    struct Failed: Error, Equatable {}
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    let shared = SharedOutcome<Int> {
      for await _ in gate {}
      throw Failed()
    }
    let cancelled = Task { try await shared.value() }
    cancelled.cancel()
    await #expect(throws: CancellationError.self) { try await cancelled.value }
    let patient = Task { try await shared.value() }
    open.finish()

    await #expect(throws: Failed()) { try await patient.value }
  }
}
