import Foundation

/// When to try again after a rate limit, as a message says it: the wait from now and the time
/// of day it ends in a time zone (`in 40 s, at 14:03:20`), with the date when that is another
/// day (`in 2 days, at 2026-11-27 14:03:20`); `now` once it has passed.
struct RetryTime: CustomStringConvertible {
  /// When the limit resets.
  var date: Date
  /// The time the message is made.
  var now: Date
  /// The time zone the time of day is said in.
  var timeZone: TimeZone
  /// Whether the wait from now is said before the time of day; without it, the time alone
  /// (`at 14:03:20`), which stays true.
  var saysWait = true

  var description: String {
    guard saysWait else { return "at \(timeOfDay)" }
    let seconds = date.timeIntervalSince(now).rounded(.up)
    guard seconds.isFinite else { return "later" }
    guard seconds > 0 else { return "now" }
    guard let wait = Self.wait(seconds: seconds) else { return "after \(timeOfDay)" }
    return "in \(wait), at \(timeOfDay)"
  }

  /// The longest wait said as such; a later reset is said by its date alone.
  private static let longestWait: Double = 366 * 86_400

  /// A wait of `seconds`, a whole number above 0, as a person says it, rounded up: `40 s`,
  /// `3 min`, `2 h 5 min`, `3 days`; `nil` past ``longestWait``.
  static func wait(seconds: Double) -> String? {
    guard seconds < longestWait else { return nil }
    let whole = Int(seconds)
    if whole < 60 { return "\(whole) s" }
    let minutes = (whole + 59) / 60
    if minutes < 60 { return "\(minutes) min" }
    if minutes < 48 * 60 {
      let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
      return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
    return "\((minutes + 1_439) / 1_440) days"
  }

  /// The time of day of ``date`` in ``timeZone``, `14:03:20`, after its date, `2026-11-27 `,
  /// when it is not the day of ``now``.
  private var timeOfDay: String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: date)
    let time = [parts.hour, parts.minute, parts.second].map { Self.twoDigits($0 ?? 0) }
      .joined(separator: ":")
    guard !calendar.isDate(date, inSameDayAs: now) else { return time }
    let day =
      "\(parts.year ?? 0)-\(Self.twoDigits(parts.month ?? 0))-\(Self.twoDigits(parts.day ?? 0))"
    return "\(day) \(time)"
  }

  private static func twoDigits(_ number: Int) -> String {
    number < 10 && number >= 0 ? "0\(number)" : "\(number)"
  }
}
