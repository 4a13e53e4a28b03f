#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `Date` field's value for the current second, such as `Sun, 06 Nov 1994 08:49:37 GMT`,
/// made once a second.
struct HTTPDate {
  private var second = 0
  private var text = ""

  private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The value for now.
  mutating func now() -> String {
    var seconds = time(nil)
    guard seconds != second || text.isEmpty else { return text }
    var parts = tm()
    guard gmtime_r(&seconds, &parts) != nil,
      Self.days.indices.contains(Int(parts.tm_wday)),
      Self.months.indices.contains(Int(parts.tm_mon))
    else { return text }
    second = seconds
    text =
      "\(Self.days[Int(parts.tm_wday)]), \(Self.padded(parts.tm_mday)) "
      + "\(Self.months[Int(parts.tm_mon)]) \(1900 + Int(parts.tm_year)) "
      + "\(Self.padded(parts.tm_hour)):\(Self.padded(parts.tm_min)):\(Self.padded(parts.tm_sec)) GMT"
    return text
  }

  private static func padded(_ value: Int32) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
