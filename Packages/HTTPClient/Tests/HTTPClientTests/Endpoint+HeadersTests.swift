import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite("Endpoint.adding(headers:) and adding(credentials:)")
struct EndpointHeadersTests {
  private let issues = Endpoint<ListPayload<Int>>.list(["issues"], resource: "issues")

  @Test("an endpoint sends no field of its own by default")
  func noneByDefault() {
    check(issues.headers.isEmpty)
    check(issues.credentials.isEmpty)
  }

  @Test("added fields replace those of the same name, whatever the case")
  func headersReplaceByName() {
    let endpoint = issues.adding(headers: ["Accept": "text/plain", "X-Trace": "1"])
      .adding(headers: ["accept": "application/vnd.github+json"])

    checkEqual(endpoint.headers, ["accept": "application/vnd.github+json", "X-Trace": "1"])
  }

  @Test("added credentials replace the fields of the same names and leave the headers alone")
  func credentialsReplaceByName() {
    let endpoint = issues.adding(headers: ["Accept": "application/json"])
      .adding(credentials: .bearer("one"))
      .adding(credentials: Credentials(headers: ["authorization": "Bearer two"]))

    checkEqual(endpoint.credentials.headers, ["authorization": "Bearer two"])
    checkEqual(endpoint.headers, ["Accept": "application/json"])
  }

  @Test("a linked page is asked for with the same fields")
  func followingKeepsTheFields() throws {
    let base = try #require(URL(string: "https://api.example"))
    let link = try #require(URL(string: "https://api.example/issues?page=2"))
    let endpoint = issues.adding(headers: ["Accept": "application/json"])
      .adding(credentials: .bearer("t"))

    let next = try endpoint.following(link, below: base)

    checkEqual(next.headers, endpoint.headers)
    checkEqual(next.credentials, endpoint.credentials)
  }
}
