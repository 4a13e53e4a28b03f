import Foundation
import HTTPBasics
import TestSupport
import Testing

@Suite("HTTPDate")
struct HTTPDateTests {
  static let samples: [(text: String, secondsSince1970: Int)] = [
    ("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777),
    ("Thu, 01 Jan 1970 00:00:00 GMT", 0),
    ("Wed, 31 Dec 1969 23:59:59 GMT", -1),
    ("Tue, 29 Feb 2000 23:59:59 GMT", 951_868_799),
    ("Fri, 31 Dec 1999 23:59:59 GMT", 946_684_799),
    ("Sun, 22 Nov 2026 13:05:00 GMT", 1_795_352_700),
    ("Mon, 01 Jan 0001 00:00:00 GMT", -62_135_596_800),
    ("Fri, 31 Dec 9999 23:59:59 GMT", 253_402_300_799),
  ]

  @Test("a moment is written as an IMF-fixdate", arguments: samples)
  func writes(sample: (text: String, secondsSince1970: Int)) {
    checkEqual(HTTPDate.string(secondsSince1970: sample.secondsSince1970), sample.text)
    checkEqual(
      HTTPDate.string(from: Date(timeIntervalSince1970: TimeInterval(sample.secondsSince1970))),
      sample.text)
  }

  @Test("an IMF-fixdate is read as the moment it names", arguments: samples)
  func reads(sample: (text: String, secondsSince1970: Int)) {
    let moment = Date(timeIntervalSince1970: TimeInterval(sample.secondsSince1970))
    checkEqual(HTTPDate.date(from: sample.text), moment)
    checkEqual(HTTPDate.date(fromIMFFixdate: sample.text), moment)
  }

  @Test(
    "the IMF-fixdate reading takes no obsolete form and nothing the general reading refuses",
    arguments: [
      "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
      "Sun, 6 Nov 1994 08:49:37 GMT", "Sun, 31 Apr 1994 08:49:37 GMT",
      "Sun, 06 Nov 1994 08:49:37 UTC", "",
    ])
  func readsIMFFixdateAlone(text: String) {
    checkEqual(HTTPDate.date(fromIMFFixdate: text), nil)
  }

  @Test("the fraction of a second is dropped, and moments past the years 1 to 9999 are clamped")
  func clamps() {
    checkEqual(
      HTTPDate.string(from: Date(timeIntervalSince1970: 784_111_777.999)),
      "Sun, 06 Nov 1994 08:49:37 GMT")
    checkEqual(
      HTTPDate.string(from: Date(timeIntervalSince1970: -0.5)), "Wed, 31 Dec 1969 23:59:59 GMT")
    checkEqual(HTTPDate.string(from: .distantFuture), "Mon, 01 Jan 4001 00:00:00 GMT")
    checkEqual(
      HTTPDate.string(from: Date(timeIntervalSince1970: 1e15)), "Fri, 31 Dec 9999 23:59:59 GMT")
    checkEqual(HTTPDate.string(secondsSince1970: .min), "Mon, 01 Jan 0001 00:00:00 GMT")
    checkEqual(HTTPDate.string(secondsSince1970: .max), "Fri, 31 Dec 9999 23:59:59 GMT")
    checkEqual(
      HTTPDate.string(from: Date(timeIntervalSince1970: .infinity)), "Fri, 31 Dec 9999 23:59:59 GMT"
    )
    checkEqual(
      HTTPDate.string(from: Date(timeIntervalSince1970: .nan)), "Thu, 01 Jan 1970 00:00:00 GMT")
  }

  @Test("every fifth day of eight centuries round-trips, at a changing time of day")
  func roundTrips() {
    for day in stride(from: -146_097, to: 146_097, by: 5) {
      let seconds = day * 86_400 + (day % 86_400 + 86_400) % 86_400
      let text = HTTPDate.string(secondsSince1970: seconds)
      checkEqual(
        HTTPDate.date(from: text), Date(timeIntervalSince1970: TimeInterval(seconds)), "\(text)")
    }
  }

  @Test(
    "the obsolete RFC 850 and asctime forms are read",
    arguments: [
      "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994", "Sun Nov 06 08:49:37 1994",
    ])
  func readsObsoleteForms(text: String) {
    checkEqual(HTTPDate.date(from: text), Date(timeIntervalSince1970: 784_111_777))
  }

  @Test("an RFC 850 year is at most 50 years ahead of now")
  func readsTwoDigitYears() throws {
    let now = try #require(HTTPDate.date(from: "Sun, 22 Nov 2026 13:05:00 GMT"))

    checkEqual(
      HTTPDate.date(from: "Friday, 01-Jan-76 00:00:00 GMT", now: now),
      HTTPDate.date(from: "Thu, 01 Jan 2076 00:00:00 GMT"))
    checkEqual(
      HTTPDate.date(from: "Saturday, 01-Jan-77 00:00:00 GMT", now: now),
      HTTPDate.date(from: "Sat, 01 Jan 1977 00:00:00 GMT"))
    checkEqual(
      HTTPDate.date(from: "Monday, 01-Jan-01 00:00:00 GMT", now: now),
      HTTPDate.date(from: "Mon, 01 Jan 2001 00:00:00 GMT"))
  }

  @Test(
    "anything else is not a date",
    arguments: [
      "", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 6 Nov 1994 08:49:37 GMT",
      "Sun, 06 Nov 1994 08:49:37 GMT ", " Sun, 06 Nov 1994 08:49:37 GMT",
      "Xyz, 06 Nov 1994 08:49:37 GMT", "Sun, 06 Foo 1994 08:49:37 GMT",
      "Sun, 31 Apr 1994 08:49:37 GMT", "Mon, 29 Feb 1900 08:49:37 GMT",
      "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:00 GMT",
      "Sun, 06 Nov 1994 08:49:61 GMT", "Sun, 00 Nov 1994 08:49:37 GMT",
      "Sun, 06 Nov 0000 08:49:37 GMT", "Sun, 06 Nov 19x4 08:49:37 GMT",
      "Sun, 06 Nov 1994 08:49:37 gmt", "Sun, 06 Nov 1994 +8:49:37 GMT",
      "Sun, 06 Nov 1994 08-49-37 GMT", "Sunday, 06-Nov-94 08:49:37 UTC",
      "Sunday, 6-Nov-94 08:49:37 GMT", "Sonntag, 06-Nov-94 08:49:37 GMT",
      "Sunday, 06 Nov 94 08:49:37 GMT", "Sunday, 06-Nov-1994 08:49:37 GMT",
      "Sun Nov  6 08:49:37 94  ", "Sun Nov 6 08:49:37 1994", "Sun Nov  6 08:49:37 199x",
      "Sun Xyz  6 08:49:37 1994", "Sun, Nov 6 08:49:37 1994", "Sun Nov 31 08:49:37 1994",
      "Sun, 06 Nov 1994 08:49:37 GMT\u{0}", ",,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,",
      "Sun, 06 Nov 1994 08:49:37 GMTé",
    ])
  func rejects(text: String) {
    checkEqual(HTTPDate.date(from: text), nil)
  }
}
