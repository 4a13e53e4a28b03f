import Foundation
import Models
import NetworkClient

/// The HTTP date format, IMF-fixdate (RFC 9110, section 5.6.7): `Sun, 06 Nov 1994 08:49:37 GMT`.
///
/// Only this fixed format is read, character by character: exactly 29 characters, an English
/// day and month name, two-digit day, four-digit year, the time in 24-hour form and `GMT`.
/// Anything else, including a day that the month does not have, is not a date.
enum HTTPDate {
  private static let dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  private static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The moment `text` names, or `nil` when it is not an IMF-fixdate.
  static func date(from text: some StringProtocol) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count == 29,
      dayNames.contains(string(bytes[0..<3])),
      string(bytes[3..<5]) == ", ",
      let day = number(bytes[5..<7]), bytes[7] == UInt8(ascii: " "),
      let monthIndex = monthNames.firstIndex(of: string(bytes[8..<11])),
      bytes[11] == UInt8(ascii: " "),
      let year = number(bytes[12..<16]), bytes[16] == UInt8(ascii: " "),
      let hour = number(bytes[17..<19]), bytes[19] == UInt8(ascii: ":"),
      let minute = number(bytes[20..<22]), bytes[22] == UInt8(ascii: ":"),
      let second = number(bytes[23..<25]),
      string(bytes[25..<29]) == " GMT"
    else { return nil }
    let month = monthIndex + 1
    guard (1...daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60,
      second <= 60
    else { return nil }
    let days = daysSinceEpoch(year: year, month: month, day: day)
    let seconds = ((days * 24 + hour) * 60 + minute) * 60 + second
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  private static func string(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// The decimal number that `bytes` spell with ASCII digits only, or `nil`.
  private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
    var value = 0
    for byte in bytes {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
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
}
