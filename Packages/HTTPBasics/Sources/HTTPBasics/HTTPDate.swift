import Foundation

/// The HTTP date (RFC 9110, section 5.6.7), written as an IMF-fixdate such as
/// `Sun, 06 Nov 1994 08:49:37 GMT`, and read in that form or the two obsolete ones:
/// RFC 850's `Sunday, 06-Nov-94 08:49:37 GMT` and asctime's `Sun Nov  6 08:49:37 1994`.
///
/// Reading goes character by character: English day and month names, digits where digits are
/// due, `GMT` where the form has it, nothing before or after. A day that the month does not have,
/// an hour past 23, a minute past 59 or a second past 60 (a leap second) is not a date.
public enum HTTPDate {
  /// The earliest moment an IMF-fixdate can name: 0001-01-01 00:00:00 UTC.
  private static let earliest = -62_135_596_800
  /// The latest moment an IMF-fixdate can name: 9999-12-31 23:59:59 UTC.
  private static let latest = 253_402_300_799

  private static let dayNames = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
  private static let longDayNames = [
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
  ]
  private static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// `date` as an IMF-fixdate, such as `Sun, 06 Nov 1994 08:49:37 GMT`, its fraction of a
  /// second dropped; a date before year 1 or after year 9999 is written as the nearest of them.
  public static func string(from date: Date) -> String {
    string(secondsSince1970: clampedSeconds(date))
  }

  /// The IMF-fixdate of the second `seconds` after 1970-01-01 00:00:00 UTC, clamped to the years
  /// 1 to 9999 as ``string(from:)`` is.
  public static func string(secondsSince1970 seconds: Int) -> String {
    let seconds = min(max(seconds, earliest), latest)
    let (days, secondOfDay) = floorDivision(seconds, 86_400)
    let (year, month, day) = civilDate(daysSinceEpoch: days)
    let weekday = floorDivision(days, 7).remainder
    var text = dayNames[weekday] + ", " + padded(day, 2) + " " + monthNames[month - 1] + " "
    text += padded(year, 4) + " " + padded(secondOfDay / 3_600, 2) + ":"
    text += padded(secondOfDay / 60 % 60, 2) + ":" + padded(secondOfDay % 60, 2) + " GMT"
    return text
  }

  /// The moment `text` names in any of the three forms, or `nil` when it is none of them.
  ///
  /// An RFC 850 date's two-digit year is taken in the century that puts it at most 50 years
  /// after `now`, as RFC 9110 asks.
  public static func date(from text: some StringProtocol, now: Date = Date()) -> Date? {
    let bytes = Array(text.utf8)
    let parts: DateParts?
    switch bytes.count {
    case 29: parts = fixdate(bytes)
    case 24: parts = asctime(bytes)
    default: parts = rfc850(bytes, now: now)
    }
    return date(of: parts)
  }

  /// The moment `text` names as an IMF-fixdate, or `nil` for any other text, the obsolete forms
  /// included: for a field read more strictly than ``date(from:now:)`` reads.
  public static func date(fromIMFFixdate text: some StringProtocol) -> Date? {
    let bytes = Array(text.utf8)
    return bytes.count == 29 ? date(of: fixdate(bytes)) : nil
  }

  private static func date(of parts: DateParts?) -> Date? {
    guard let parts, parts.isValid else { return nil }
    let days = daysSinceEpoch(year: parts.year, month: parts.month, day: parts.day)
    let seconds = ((days * 24 + parts.hour) * 60 + parts.minute) * 60 + parts.second
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  /// A date's fields as read, before they are checked.
  private struct DateParts {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int

    var isValid: Bool {
      (1...9_999).contains(year) && (1...12).contains(month)
        && (1...HTTPDate.daysIn(month: month, year: year)).contains(day) && hour < 24
        && minute < 60 && second <= 60
    }
  }

  /// `Sun, 06 Nov 1994 08:49:37 GMT`
  private static func fixdate(_ bytes: [UInt8]) -> DateParts? {
    guard dayNames.contains(string(bytes[0..<3])), string(bytes[3..<5]) == ", ",
      let day = number(bytes[5..<7]), bytes[7] == space,
      let month = month(bytes[8..<11]), bytes[11] == space,
      let year = number(bytes[12..<16]), bytes[16] == space,
      let time = time(bytes[17..<25]), string(bytes[25..<29]) == " GMT"
    else { return nil }
    return DateParts(
      year: year, month: month, day: day, hour: time.hour, minute: time.minute,
      second: time.second)
  }

  /// `Sun Nov  6 08:49:37 1994`
  private static func asctime(_ bytes: [UInt8]) -> DateParts? {
    guard dayNames.contains(string(bytes[0..<3])), bytes[3] == space,
      let month = month(bytes[4..<7]), bytes[7] == space,
      let day = bytes[8] == space ? number(bytes[9..<10]) : number(bytes[8..<10]),
      bytes[10] == space, let time = time(bytes[11..<19]), bytes[19] == space,
      let year = number(bytes[20..<24])
    else { return nil }
    return DateParts(
      year: year, month: month, day: day, hour: time.hour, minute: time.minute,
      second: time.second)
  }

  /// `Sunday, 06-Nov-94 08:49:37 GMT`
  private static func rfc850(_ bytes: [UInt8], now: Date) -> DateParts? {
    guard let comma = bytes.firstIndex(of: UInt8(ascii: ",")),
      longDayNames.contains(string(bytes[..<comma])), bytes.count == comma + 24
    else { return nil }
    let rest = bytes[(comma + 1)...]
    let start = rest.startIndex
    guard rest[start] == space, let day = number(rest[(start + 1)..<(start + 3)]),
      rest[start + 3] == UInt8(ascii: "-"), let month = month(rest[(start + 4)..<(start + 7)]),
      rest[start + 7] == UInt8(ascii: "-"),
      let shortYear = number(rest[(start + 8)..<(start + 10)]),
      rest[start + 10] == space, let time = time(rest[(start + 11)..<(start + 19)]),
      string(rest[(start + 19)...]) == " GMT"
    else { return nil }
    return DateParts(
      year: fullYear(shortYear, now: now), month: month, day: day, hour: time.hour,
      minute: time.minute, second: time.second)
  }

  /// The whole seconds of `date` since 1970, within the years 1 to 9999.
  private static func clampedSeconds(_ date: Date) -> Int {
    let interval = date.timeIntervalSince1970
    guard !interval.isNaN else { return 0 }
    return Int(min(max(interval.rounded(.down), Double(earliest)), Double(latest)))
  }

  /// The year ending in `shortYear` that is at most 50 years after the year of `now`.
  private static func fullYear(_ shortYear: Int, now: Date) -> Int {
    let today = floorDivision(clampedSeconds(now), 86_400).quotient
    let currentYear = civilDate(daysSinceEpoch: today).year
    var year = currentYear - currentYear % 100 + shortYear
    if year > currentYear + 50 { year -= 100 }
    return year
  }

  /// `08:49:37`
  private static func time(_ bytes: ArraySlice<UInt8>) -> (hour: Int, minute: Int, second: Int)? {
    let start = bytes.startIndex
    guard let hour = number(bytes[start..<(start + 2)]), bytes[start + 2] == UInt8(ascii: ":"),
      let minute = number(bytes[(start + 3)..<(start + 5)]),
      bytes[start + 5] == UInt8(ascii: ":"), let second = number(bytes[(start + 6)..<(start + 8)])
    else { return nil }
    return (hour, minute, second)
  }

  private static func month(_ bytes: ArraySlice<UInt8>) -> Int? {
    monthNames.firstIndex(of: string(bytes)).map { $0 + 1 }
  }

  private static let space = UInt8(ascii: " ")

  private static func string(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// The decimal number that `bytes` spell with ASCII digits only, or `nil`.
  private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard !bytes.isEmpty, bytes.count <= 4 else { return nil }
    var value = 0
    for byte in bytes {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(width - digits.count, 0)) + digits
  }

  /// The quotient rounded down and the remainder that goes with it, never negative.
  private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int)
  {
    let remainder = value % divisor
    return remainder < 0
      ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2:
      let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      return isLeap ? 29 : 28
    case 4, 6, 9, 11:
      return 30
    default:
      return 31
    }
  }

  /// The number of days from 1970-01-01 to the given date of the proleptic Gregorian calendar
  /// (Howard Hinnant's `days_from_civil`).
  private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date of the proleptic Gregorian calendar `days` days after 1970-01-01 (Howard Hinnant's
  /// `civil_from_days`).
  private static func civilDate(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
