import HTTPClient

/// Thrown by ``Deadline/race(_:)`` when the deadline passes first.
struct DeadlinePassed: Error {}

extension Deadline {
  /// The result of `operation`, unless the deadline passes first on its own clock: then
  /// `operation` is cancelled and ``DeadlinePassed`` thrown. Throws at once, running nothing,
  /// when the deadline has already passed.
  func race<Result: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Result
  ) async throws -> Result {
    let sleep = sleep
    let remaining = remaining
    guard remaining > .zero else { throw DeadlinePassed() }
    return try await withThrowingTaskGroup(of: Result?.self) { group in
      group.addTask { try await operation() }
      group.addTask { [self] in
        // A deadline that moved while it was slept on is slept on again, for what is left.
        var left = remaining
        while left > .zero {
          try await sleep(left)
          left = self.remaining
        }
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
