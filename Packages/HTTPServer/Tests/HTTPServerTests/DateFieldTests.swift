import Foundation
import HTTPBasics
import Testing

@testable import HTTPServer

@Suite("DateField")
struct DateFieldTests {
  @Test("the value is an IMF-fixdate of the current second, the same when asked again")
  func now() throws {
    var field = DateField()
    // A millisecond of slack: the seconds as a `Double` can round up to the next second.
    let before = (Date().timeIntervalSince1970 - 0.001).rounded(.down)

    let text = field.now()
    let again = field.now()

    let after = Date().timeIntervalSince1970
    let date = try #require(HTTPDate.date(from: text))
    #expect(text.hasSuffix(" GMT"))
    #expect(date.timeIntervalSince1970 >= before && date.timeIntervalSince1970 <= after)
    #expect(HTTPDate.date(from: again).map { $0 >= date } == true)
  }
}
