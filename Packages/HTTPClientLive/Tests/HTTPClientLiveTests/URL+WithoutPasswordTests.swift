import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite struct URLWithoutPasswordTests {
  @Test(arguments: [
    ("http://u:secretpw@h.test:8080/api?x=1", "http://u@h.test:8080/api?x=1"),
    ("http://u:@h.test/", "http://u@h.test/"),
    ("http://u@h.test/", "http://u@h.test/"),
    ("https://h.test/a", "https://h.test/a"),
  ])
  func theUserStaysAndThePasswordGoes(text: String, shown: String) throws {
    let url = try #require(URL(string: text))

    checkEqual(url.withoutPassword.absoluteString, shown)
  }

  @Test(
    "the URL stored is the URL shown: one rule drops the password",
    arguments: [
      "http://u:secretpw@h.test:8080/api?x=1",
      "http://u:secret%40pw@[::1]:3000/posts?q=1",
      "https://:secretpw@api.example/",
      "http://u:secretpw@/posts",
      "http://u:secretpw@h.test/a%0Ab#frag",
      "https://h.test/a",
    ])
  func storedAsShown(text: String) throws {
    let url = try #require(URL(string: text))

    checkEqual(url.withoutPassword, ShownURL(url).url)
    check(!url.withoutPassword.absoluteString.contains("secret"))
    checkEqual(url.withoutPassword.password(percentEncoded: true), nil)
  }

  @Test func aURLResolvedAgainstABaseWithAPasswordLosesIt() throws {
    let base = try #require(URL(string: "http://u:secretpw@h.test/api/"))
    let url = try #require(URL(string: "posts/7", relativeTo: base))

    checkEqual(url.withoutPassword.absoluteString, "http://u@h.test/api/posts/7")
  }
}
