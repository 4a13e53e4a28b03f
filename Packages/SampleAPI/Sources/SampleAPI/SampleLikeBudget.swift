import Foundation

/// The limits on one request's `_like` filters, so that a hostile pattern such as `(a+)+$`
/// cannot keep a core busy: patterns of at most ``maximumPatternLength`` characters, and all
/// of the request's matching done within a time limit.
///
/// Once a limit is passed, every later match fails and ``problem`` says why; the router then
/// answers 400 with it.
final class SampleLikeBudget {
  /// The longest pattern a `_like` filter takes, in characters.
  static let maximumPatternLength = 512

  /// Why matching stopped, or `nil` while it goes on.
  private(set) var problem: String?
  private let deadline: ContinuousClock.Instant
  private let now: () -> ContinuousClock.Instant

  /// Creates a budget of `timeLimit` from now, read from `now`.
  init(
    timeLimit: Duration = .milliseconds(100),
    now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.now = now
    self.deadline = now().advanced(by: timeLimit)
  }

  /// The compiled pattern, or `nil` when it is not a valid regular expression (it then matches
  /// nothing) or is too long (and the budget is spent).
  func expression(for pattern: String) -> NSRegularExpression? {
    guard pattern.count <= SampleLikeBudget.maximumPatternLength else {
      problem = "a _like pattern is longer than \(SampleLikeBudget.maximumPatternLength) characters"
      return nil
    }
    // An empty pattern matches everything in JavaScript; ICU refuses it.
    return try? NSRegularExpression(
      pattern: pattern.isEmpty ? "(?:)" : pattern, options: [.caseInsensitive])
  }

  /// Whether `expression` is found in `text`, within the time left.
  func matches(_ expression: NSRegularExpression, in text: String) -> Bool {
    guard problem == nil else { return false }
    guard now() < deadline else {
      problem = "a _like pattern takes too long to match"
      return false
    }
    var found = false
    expression.enumerateMatches(
      in: text, options: [.reportProgress], range: NSRange(text.startIndex..., in: text)
    ) { result, _, stop in
      if result != nil {
        found = true
        stop.pointee = true
      } else if self.now() >= self.deadline {
        self.problem = "a _like pattern takes too long to match"
        stop.pointee = true
      }
    }
    return found && problem == nil
  }
}
