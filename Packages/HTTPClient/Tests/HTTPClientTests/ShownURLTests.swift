import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct ShownURLTests {
  @Test(
    "a URL is shown without its password, its user kept",
    arguments: [
      ("http://u:secretpw@127.0.0.1:3000/posts", "http://u@127.0.0.1:3000/posts"),
      ("http://u:secret%40pw@[::1]:3000/posts?q=1", "http://u@[::1]:3000/posts?q=1"),
      ("https://:secretpw@api.example/", "https://@api.example/"),
      ("http://u@api.example/", "http://u@api.example/"),
      ("http://api.example/a%0Ab", "http://api.example/a%0Ab"),
    ])
  func hidesThePassword(url: String, shown: String) throws {
    let url = try #require(URL(string: url))

    checkEqual(ShownURL(url).description, shown)
    check(!"\(ShownURL(url))".contains("secret"))
  }

  @Test func itsURLHasNoPassword() throws {
    let url = try #require(URL(string: "http://ada:secretpw@127.0.0.1:3000/posts/7"))

    checkEqual(ShownURL(url).url.absoluteString, "http://ada@127.0.0.1:3000/posts/7")
    checkEqual(ShownURL(url).url.user, "ada")
    checkEqual(ShownURL(url).url.password(percentEncoded: true), nil)
  }

  @Test func aLongURLIsCut() throws {
    let url = try #require(URL(string: "http://api.example/" + String(repeating: "a", count: 400)))

    checkEqual(ShownURL(url).description.count, ShownURL.limit)
    check(ShownURL(url).description.hasSuffix("…"))
  }
}
