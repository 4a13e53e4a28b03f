/// How far a body has gone: the bytes sent (or received) so far and the bytes there are in all,
/// when known.
public struct TransferProgress: Sendable, Hashable {
  public var completed: Int64
  /// The bytes in all, or `nil` when the length is not known ahead.
  public var expected: Int64?

  public init(completed: Int64, expected: Int64?) {
    self.completed = completed
    self.expected = expected
  }

  /// The share done, from 0 to 1, or `nil` when the length is not known; an empty body is
  /// done.
  public var fractionCompleted: Double? {
    guard let expected else { return nil }
    guard expected > 0 else { return 1 }
    return min(1, max(0, Double(completed) / Double(expected)))
  }
}
