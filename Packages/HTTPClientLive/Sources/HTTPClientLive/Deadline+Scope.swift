extension Deadline {
  /// The deadline of the current task's requests as a whole, set by
  /// ``withDeadline(_:isolation:operation:)``; `nil`, the default, for none.
  @TaskLocal public static var current: Deadline?
}

/// Runs `operation` with `deadline` over every request it makes, retries and waits included,
/// on top of each request's own timeout: for a command whose network work as a whole must end
/// in time. A deadline already in force that ends sooner still applies. Make `deadline` on the
/// clock of the sessions' policies, whose timers it is raced on.
///
/// ```swift
/// struct Post: Decodable, Sendable {
///   var id: Int
///   var title: String
/// }
///
/// guard let baseURL = URL(string: "https://jsonplaceholder.typicode.com") else { return }
/// let session = HTTPSession(baseURL: baseURL, userAgent: "Example/1.0")
/// let posts = try await withDeadline(Deadline(after: .seconds(30), clock: ContinuousClock())) {
///   try await session.send(Endpoint<[Post]>.get(["posts"], resource: "posts"))
/// }
/// ```
public func withDeadline<Result>(
  _ deadline: Deadline, isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  let sooner = Deadline.current.map { $0.remaining < deadline.remaining ? $0 : deadline }
  return try await Deadline.$current.withValue(
    sooner ?? deadline, operation: operation, isolation: isolation)
}

extension Deadline {
  /// The deadline of a request sent now under `policy`: its timeout from now on the policy's
  /// ``TransferPolicy/timeoutClock``, or ``current`` when that ends sooner; `nil` for neither.
  static func forRequest(under policy: TransferPolicy) -> Deadline? {
    let own = policy.timeout.map { Deadline(after: $0, clock: policy.timeoutClock) }
    guard let scope = current else { return own }
    guard let own else { return scope }
    return scope.remaining < own.remaining ? scope : own
  }
}
