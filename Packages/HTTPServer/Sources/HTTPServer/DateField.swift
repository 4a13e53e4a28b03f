import HTTPBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `Date` field's value for the current second, such as `Sun, 06 Nov 1994 08:49:37 GMT`,
/// written once a second.
struct DateField {
  private let secondsSince1970: @Sendable () -> Int
  private var second = 0
  private var text = ""

  init(secondsSince1970: @escaping @Sendable () -> Int) {
    self.secondsSince1970 = secondsSince1970
  }

  mutating func now() -> String {
    let seconds = secondsSince1970()
    guard seconds != second || text.isEmpty else { return text }
    second = seconds
    text = HTTPDate.string(secondsSince1970: seconds)
    return text
  }
}

extension DateField {
  /// The seconds since 1970 the system's real-time clock reads.
  @Sendable static func systemSecondsSince1970() -> Int {
    // Not `time(nil)`: on Linux it reads the coarse clock, which can still name the previous
    // second for a few milliseconds after `Date()` has moved on.
    var clock = timespec()
    clock_gettime(CLOCK_REALTIME, &clock)
    return Int(clock.tv_sec)
  }
}
