import Foundation
import HTTPClient
import Testing

@testable import HTTPClientLive

@Suite("String(requestLineOf:url:)")
struct StringRequestLineTests {
  @Test("it is the method and the whole URL")
  func requestLine() throws {
    let url = try #require(URL(string: "http://127.0.0.1:3998/nonexist/posts?_page=2"))

    #expect(
      String(requestLineOf: "GET", url: url) == "GET http://127.0.0.1:3998/nonexist/posts?_page=2")
  }

  @Test("control characters never reach the line, and a long URL is cut")
  func inert() throws {
    let url = try #require(URL(string: "http://h.example/" + String(repeating: "a", count: 400)))

    #expect(String(requestLineOf: "GET\u{1B}[2J\n", url: url).count == 300)
    #expect(!String(requestLineOf: "GET\u{1B}[2J\n", url: url).contains("\u{1B}"))
  }
}
