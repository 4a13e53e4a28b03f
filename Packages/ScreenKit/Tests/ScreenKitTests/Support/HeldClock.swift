/// A clock whose sleeps last until their task is cancelled, and that tells when one starts: an
/// undo window that only `u`, or sending what is pending, ends.
final class HeldClock: Clock, Sendable {
  typealias Instant = ContinuousClock.Instant

  /// One element each time a sleep starts.
  let starts: AsyncStream<Void>
  private let started: AsyncStream<Void>.Continuation

  init() {
    (starts, started) = AsyncStream.makeStream(of: Void.self)
  }

  var now: Instant { ContinuousClock.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    started.yield()
    // Until cancelled: a day is never waited out within a test's time limit.
    try await ContinuousClock().sleep(for: .seconds(86_400))
  }
}
