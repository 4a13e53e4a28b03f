/// How long ago something happened, as a person says it: `just now`, `5 seconds ago`,
/// `1 minute ago`, `3 hours ago`, `2 days ago`.
public enum RelativeAge {
  /// The text for an age of `seconds`; a negative age (a clock that moved back) is `just now`.
  public static func text(seconds: Double) -> String {
    guard seconds.isFinite, seconds >= 1 else { return "just now" }
    let units: [(name: String, seconds: Double)] = [
      ("day", 86_400), ("hour", 3600), ("minute", 60), ("second", 1),
    ]
    let unit = units.first { seconds >= $0.seconds } ?? units[units.count - 1]
    let count = Int(min(seconds / unit.seconds, 1e9))
    return "\(count) \(unit.name)\(count == 1 ? "" : "s") ago"
  }
}
