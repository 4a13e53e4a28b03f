import Dependencies
import Foundation
import NetworkClient
import TestSupport
import Testing

@Suite struct DependencyValuesBaseURLTests {
  @Test func liveValueIsJSONPlaceholder() {
    let url = DependencyValues(context: .live).baseURL
    checkEqual(url.absoluteString, "https://jsonplaceholder.typicode.com")
    checkEqual(url.scheme, "https")
    checkEqual(url.host, "jsonplaceholder.typicode.com")
    checkEqual(url, NetworkClient.defaultBaseURL)
  }

  @Test func testValueIsUnderTheReservedInvalidDomain() throws {
    let url = DependencyValues(context: .test).baseURL
    let host = try #require(url.host)
    check(host.hasSuffix(".invalid"))
    checkEqual(url.scheme, "https")
    check(url != DependencyValues(context: .live).baseURL)
  }

  @Test func pathsAppendToTheBaseURL() {
    let url = DependencyValues(context: .live).baseURL.appendingPathComponent("posts")
    checkEqual(url.absoluteString, "https://jsonplaceholder.typicode.com/posts")
  }

  @Test func overrideWins() throws {
    let local = try #require(URL(string: "http://127.0.0.1:8080"))
    let url = withDependencies {
      $0.baseURL = local
    } operation: {
      DependencyValues.current.baseURL
    }
    checkEqual(url, local)
  }
}
