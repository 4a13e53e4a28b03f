import HTTPClient

/// Thrown by ``Deadline/race(_:on:)`` when the deadline passes first.
struct DeadlinePassed: Error {}

extension Deadline {
  /// The result of `operation`, unless the deadline passes first on `clock`: then `operation`
  /// is cancelled and ``DeadlinePassed`` thrown. Throws at once, running nothing, when the
  /// deadline has already passed.
  func race<Result: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Result, on clock: any Clock<Duration>
  ) async throws -> Result {
    let remaining = remaining
    guard remaining > .zero else { throw DeadlinePassed() }
    return try await withThrowingTaskGroup(of: Result?.self) { group in
      group.addTask { try await operation() }
      group.addTask {
        try await clock.sleep(for: remaining)
        return nil
      }
      defer { group.cancelAll() }
      guard let first = try await group.next(), let result = first else {
        throw DeadlinePassed()
      }
      return result
    }
  }
}
