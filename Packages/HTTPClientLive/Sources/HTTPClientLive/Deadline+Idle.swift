import Synchronization

extension Deadline {
  /// A deadline that passes once nothing has been done for `limit` on `clock`, and the
  /// function that says something was: an upload's, which may take longer than its timeout
  /// as long as its bytes keep going.
  static func idle<C: Clock>(after limit: Duration, clock: C) -> (
    deadline: Deadline, touch: @Sendable () -> Void
  ) where C.Duration == Duration {
    let last = Mutex(clock.now)
    let deadline = Deadline(
      limit: limit,
      timeLeft: { limit - last.withLock { $0 }.duration(to: clock.now) },
      sleep: { try await clock.sleep(for: $0) })
    return (deadline, { last.withLock { $0 = clock.now } })
  }

  /// The deadline of an upload sent now, or of a body passed on, under `policy`: its timeout
  /// after the last bytes that went or came (each told to `touch`), within ``current`` when there is one; `nil` for neither.
  /// A body passed on (`withinScope` false) has the idle timeout alone: a download's length is
  /// the file's, not the command's.
  static func afterLastBytes(
    under policy: TransferPolicy, withinScope: Bool = true
  ) -> (deadline: Deadline?, touch: @Sendable () -> Void) {
    guard let timeout = policy.timeout else { return (withinScope ? current : nil, {}) }
    let (idle, touch) = Deadline.idle(after: timeout, clock: policy.timeoutClock)
    guard withinScope, let scope = current else { return (idle, touch) }
    let sooner = Deadline(
      limit: min(scope.limit, idle.limit),
      timeLeft: { min(scope.remaining, idle.remaining) }, sleep: idle.sleep)
    return (sooner, touch)
  }
}
