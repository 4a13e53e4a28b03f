import Dependencies
import Foundation
import NetworkClient
import Testing

@Suite struct DependencyValuesBaseURLTests {
  @Test func liveValueIsJSONPlaceholder() {
    let url = DependencyValues(context: .live).baseURL
    #expect(url.absoluteString == "https://jsonplaceholder.typicode.com")
    #expect(url.scheme == "https")
    #expect(url.host == "jsonplaceholder.typicode.com")
    #expect(url == NetworkClient.defaultBaseURL)
  }

  @Test func testValueIsUnderTheReservedInvalidDomain() throws {
    let url = DependencyValues(context: .test).baseURL
    let host = try #require(url.host)
    #expect(host.hasSuffix(".invalid"))
    #expect(url.scheme == "https")
    #expect(url != DependencyValues(context: .live).baseURL)
  }

  @Test func pathsAppendToTheBaseURL() {
    let url = DependencyValues(context: .live).baseURL.appendingPathComponent("posts")
    #expect(url.absoluteString == "https://jsonplaceholder.typicode.com/posts")
  }

  @Test func overrideWins() throws {
    let local = try #require(URL(string: "http://127.0.0.1:8080"))
    let url = withDependencies {
      $0.baseURL = local
    } operation: {
      DependencyValues.current.baseURL
    }
    #expect(url == local)
  }
}
