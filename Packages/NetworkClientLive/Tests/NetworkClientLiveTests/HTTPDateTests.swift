import Foundation
import NetworkClient
import Testing

@testable import NetworkClientLive

@Suite("HTTPDate")
struct HTTPDateTests {
  @Test(
    "an IMF-fixdate is read as the moment it names",
    arguments: [
      ("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777),
      ("Thu, 01 Jan 1970 00:00:00 GMT", 0),
      ("Tue, 29 Feb 2000 23:59:59 GMT", 951_868_799),
      ("Fri, 31 Dec 1999 23:59:59 GMT", 946_684_799),
      ("Sun, 22 Nov 2026 13:05:00 GMT", 1_795_352_700),
    ])
  func parses(text: String, secondsSince1970: Int) {
    #expect(
      HTTPDate.date(from: text) == Date(timeIntervalSince1970: TimeInterval(secondsSince1970)))
  }

  @Test(
    "anything else is not a date",
    arguments: [
      "", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
      "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 6 Nov 1994 08:49:37 GMT",
      "Sun, 06 Nov 1994 08:49:37 GMT ", "Xyz, 06 Nov 1994 08:49:37 GMT",
      "Sun, 06 Foo 1994 08:49:37 GMT", "Sun, 31 Apr 1994 08:49:37 GMT",
      "Mon, 29 Feb 1900 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT",
      "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 00 Nov 1994 08:49:37 GMT",
      "Sun, 06 Nov 19x4 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 gmt",
      "Sun, 06 Nov 1994 +8:49:37 GMT",
    ])
  func rejects(text: String) {
    #expect(HTTPDate.date(from: text) == nil)
  }
}
