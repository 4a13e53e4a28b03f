import HTTPClient

/// The waits between the tries of a request: doubling from ``initial`` (1 s, 2 s, 4 s…), each
/// with a random part added, and never longer than ``maximum``.
struct Backoff: Sendable {
  /// The wait before the first retry, before its random part.
  var initial: Duration = .seconds(1)
  /// The longest wait, random part included.
  var maximum: Duration = .seconds(60)

  /// The wait before retry number `retry` (1 for the first): `initial · 2^(retry − 1)`, plus
  /// `jitter` of that step, at most ``maximum``.
  func delay(beforeRetry retry: Int, jitter: (Duration) -> Duration) -> Duration {
    var step = initial
    var doublings = max(retry - 1, 0)
    while doublings > 0, step < maximum {
      step *= 2
      doublings -= 1
    }
    step = min(step, maximum)
    return min(step + max(jitter(step), .zero), maximum)
  }
}
