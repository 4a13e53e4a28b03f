import Foundation
import HTTPBasics
import HTTPClient

/// How long a server asks to be left alone, from its `Retry-After` header (RFC 9110,
/// section 10.2.3): a number of seconds (`120`) or an HTTP date
/// (`Fri, 31 Dec 1999 23:59:59 GMT`, see `HTTPDate` in `HTTPBasics`).
enum RetryAfter {
  /// The wait that `value` asks for, counted from `now` when it is a date; a date already past
  /// asks for no wait. `nil` when `value` is neither form.
  ///
  /// Seconds beyond a day are read as a day: a caller caps its waits far below that anyway.
  static func delay(from value: String, now: Date) -> Duration? {
    let text = value.trimmingCharacters(in: .whitespaces)
    let maximum = 86_400
    if !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    {
      let seconds = text.utf8.count > 9 ? maximum : min(Int(text) ?? maximum, maximum)
      return .seconds(seconds)
    }
    guard let date = HTTPDate.date(from: text) else { return nil }
    let interval = date.timeIntervalSince(now)
    guard interval > 0 else { return .zero }
    return .milliseconds(Int64(min(interval, Double(maximum)) * 1000))
  }
}
