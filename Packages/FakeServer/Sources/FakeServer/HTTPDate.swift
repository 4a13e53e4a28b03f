#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Dates as HTTP writes them (`Sun, 06 Nov 1994 08:49:37 GMT`), in seconds since 1970.
enum HTTPDate {
  /// `seconds` since 1970 as `Last-Modified` gives it.
  static func text(_ seconds: Int) -> String {
    var time = time_t(seconds)
    var parts = tm()
    guard gmtime_r(&time, &parts) != nil else { return "" }
    let day = days[Int(parts.tm_wday) % 7]
    let month = months[Int(parts.tm_mon) % 12]
    return "\(day), \(pad(parts.tm_mday)) \(month) \(parts.tm_year + 1900) "
      + "\(pad(parts.tm_hour)):\(pad(parts.tm_min)):\(pad(parts.tm_sec)) GMT"
  }

  /// The seconds since 1970 of a date in HTTP's preferred form, `nil` for any other text.
  static func seconds(_ text: some StringProtocol) -> Int? {
    let words = text.split(separator: " ")
    guard words.count == 6, words[0].hasSuffix(","), words[5] == "GMT",
      let day = Int(words[1]), let monthIndex = months.firstIndex(of: String(words[2])),
      let year = Int(words[3]), (1900...9999).contains(year), (1...31).contains(day)
    else { return nil }
    let clock = words[4].split(separator: ":")
    guard clock.count == 3, let hour = Int(clock[0]), let minute = Int(clock[1]),
      let second = Int(clock[2]), (0...23).contains(hour), (0...59).contains(minute),
      (0...60).contains(second)
    else { return nil }
    var parts = tm()
    parts.tm_year = Int32(year - 1900)
    parts.tm_mon = Int32(monthIndex)
    parts.tm_mday = Int32(day)
    parts.tm_hour = Int32(hour)
    parts.tm_min = Int32(minute)
    parts.tm_sec = Int32(second)
    return Int(timegm(&parts))
  }

  private static func pad(_ value: Int32) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }

  private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
}
