/// A point on the timeline of a clock that tests control, such as ``ImmediateClock`` and
/// ``TestClock``: the time since the clock's start.
public struct OffsetInstant: InstantProtocol, Sendable {
  /// The time since the clock's start.
  public var offset: Duration

  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  public func advanced(by duration: Duration) -> Self {
    Self(offset: offset + duration)
  }

  /// The time from this instant to `other`, negative when `other` is earlier.
  public func duration(to other: Self) -> Duration {
    other.offset - offset
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }
}
