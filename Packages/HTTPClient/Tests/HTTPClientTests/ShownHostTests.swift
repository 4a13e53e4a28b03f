import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct ShownHostTests {
  @Test(
    "a host is named with its port, never with the URL's user information",
    arguments: [
      ("http://ada:secretpw@127.0.0.1:3000/posts", "127.0.0.1:3000"),
      ("https://ada:secretpw@api.example/", "api.example"),
      ("http://[::1]:8080/", "[::1]:8080"),
    ])
  func namesTheHost(url: String, shown: String) throws {
    let url = try #require(URL(string: url))

    checkEqual("\(ShownHost(url))", shown)
  }

  @Test func aURLWithoutAHostIsShownWithoutItsPassword() throws {
    let url = try #require(URL(string: "http://ada:secretpw@/posts"))

    check(!"\(ShownHost(url))".contains("secretpw"))
  }

  @Test func theNameAloneLeavesOutThePort() throws {
    let url = try #require(URL(string: "http://ada:secretpw@127.0.0.1:3000/posts"))
    let bare = try #require(URL(string: "posts/7"))

    checkEqual(ShownHost(nameOf: url)?.description, "127.0.0.1")
    checkEqual(ShownHost(nameOf: bare), nil)
  }

  @Test func aLiteralLosesItsUserInformation() {
    let host: ShownHost = "ada:secretpw@127.0.0.1:3000"

    checkEqual("\(host)", "127.0.0.1:3000")
  }
}
