import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct ShownRequestTests {
  @Test func itIsTheMethodAndTheWholeURL() throws {
    let url = try #require(URL(string: "http://127.0.0.1:3998/nonexist/posts?_page=2"))

    checkEqual("\(ShownRequest("GET", url))", "GET http://127.0.0.1:3998/nonexist/posts?_page=2")
  }

  @Test func itNamesTheUserWithoutThePassword() throws {
    let url = try #require(URL(string: "http://ada:secretpw@127.0.0.1:3000/posts/7"))

    checkEqual("\(ShownRequest("PATCH", url))", "PATCH http://ada@127.0.0.1:3000/posts/7")
  }

  @Test func controlCharactersNeverReachTheLineAndALongURLIsCut() throws {
    let url = try #require(URL(string: "http://h.example/" + String(repeating: "a", count: 400)))
    let shown = "\(ShownRequest("GET\u{1B}[2J\n", url))"

    checkEqual(shown.count, ShownURL.limit)
    check(!shown.contains("\u{1B}"))
  }

  @Test func aLiteralLosesItsPasswordToo() {
    let request: ShownRequest = "GET http://ada:secretpw@127.0.0.1:3000/posts"

    checkEqual("\(request)", "GET http://ada@127.0.0.1:3000/posts")
  }

  @Test func aReadIsAGet() throws {
    let url = try #require(URL(string: "http://127.0.0.1:3000/posts"))

    check(ShownRequest("GET", url).isRead)
    check(!ShownRequest("POST", url).isRead)
  }
}
