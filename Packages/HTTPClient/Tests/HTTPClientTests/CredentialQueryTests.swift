import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct CredentialQueryTests {
  func redacted(_ text: String) throws -> (String, [String]) {
    let (url, parameters) = CredentialQuery.redacting(try #require(URL(string: text)))
    return (url.absoluteString, parameters)
  }

  @Test func replacesTheValueOfEachCredentialParameterInAnyCase() throws {
    let (shown, sent) = try redacted(
      "https://api.example/items?Access_Token=a1&page=2&key=k%2F2&client_secret=s&q=key")

    checkEqual(
      shown,
      "https://api.example/items?Access_Token=REDACTED&page=2&key=REDACTED"
        + "&client_secret=REDACTED&q=key")
    checkEqual(sent, ["Access_Token=a1", "key=k%2F2", "client_secret=s"])
  }

  @Test func leavesAURLWithoutThemAsItIs() throws {
    let (shown, sent) = try redacted("https://api.example/items?page=2&keys=a&token")

    checkEqual(shown, "https://api.example/items?page=2&keys=a&token")
    check(sent.isEmpty)
  }

  @Test func readsAPercentEncodedName() throws {
    let (shown, sent) = try redacted("https://api.example/?api%5Fkey=k1")

    checkEqual(shown, "https://api.example/?api%5Fkey=REDACTED")
    checkEqual(sent, ["api%5Fkey=k1"])
  }

  @Test func aMessageShowsTheRequestWithoutTheSecret() throws {
    let url = try #require(URL(string: "http://ada:pw@127.0.0.1:3000/posts?token=t0k3n"))

    checkEqual("\(ShownRequest("GET", url))", "GET http://ada@127.0.0.1:3000/posts?token=REDACTED")
  }

  @Test func theTasksAdditionalNamesAreCredentialsWhereverAURLIsShown() throws {
    let url = try #require(URL(string: "https://api.example/items?sig=s1&page=2"))

    let inside = CredentialQuery.$additionalNames.withValue(["sig"]) {
      (ShownURL(url).description, CredentialQuery.redacting(url).parameters)
    }

    checkEqual(inside.0, "https://api.example/items?sig=REDACTED&page=2")
    checkEqual(inside.1, ["sig=s1"])
    checkEqual(ShownURL(url).description, url.absoluteString, "outside, sig is no credential")
  }
}
