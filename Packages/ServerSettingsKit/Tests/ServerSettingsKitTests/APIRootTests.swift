import Foundation
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct APIRootTests {
  @Test(arguments: [
    ("http://[::1]:3997", "http://[::1]:3997"), ("HTTP://127.0.0.1:3000", "http://127.0.0.1:3000"),
    ("HtTpS://Example.com/api/", "https://Example.com/api/"),
    ("http://a.test:65535", "http://a.test:65535"), ("http://a.test:1/x:0", "http://a.test:1/x:0"),
    ("http://ada:pw@a.test/", "http://ada:pw@a.test/"),
  ])
  func readsARootItsSchemeLowercased(text: String, expected: String) throws {
    checkEqual(try APIRoot.url(parsing: text).absoluteString, expected)
  }

  @Test(arguments: [
    ("http://127.0.0.1:0", "0"), ("http://a.test:70000/", "70000"),
    ("http://a.test:99999999999999999999", "99999999999999999999"), ("http://[::1]:0", "0"),
    ("https://user@a.test:-1", "-1"),
  ])
  func refusesAPortOutsideTheRange(text: String, port: String) {
    #expect(throws: APIRoot.Problem.invalidPort(port)) { try APIRoot.url(parsing: text) }
  }

  @Test(arguments: [
    "nope", "ftp://a.test", "http://", "http:///x", "http://a.test/?q=1", "http://a.test/#top",
    "",
  ])
  func refusesWhatIsNoRoot(text: String) {
    #expect(throws: APIRoot.Problem.notARoot) { try APIRoot.url(parsing: text) }
  }
}
