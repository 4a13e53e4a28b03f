import Dependencies
import Foundation
import NetworkClient
import NetworkClientLive
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct DependencyValuesURLSessionTests {
  private static let postsURL = URL(string: "https://jsonplaceholder.typicode.com/posts")

  @Test func testValueFailsAGetNamingTheDependency() async throws {
    let url = try #require(Self.postsURL)
    let session = DependencyValues(context: .test).urlSession
    let error = await #expect(throws: UnimplementedDependencyError.self) {
      try await session.data(for: URLRequest(url: url))
    }
    checkEqual(error?.dependency, "urlSession")
    checkEqual(error?.detail, "GET https://jsonplaceholder.typicode.com/posts was sent in a test")
    checkEqual(error?.description.contains("'urlSession'"), true)
  }

  @Test func testValueFailsAPostNamingItsMethod() async throws {
    var request = URLRequest(url: try #require(Self.postsURL))
    request.httpMethod = "POST"
    request.httpBody = Data(#"{"title":"draft"}"#.utf8)
    let session = DependencyValues(context: .test).urlSession
    let error = await #expect(throws: UnimplementedDependencyError.self) {
      try await session.data(for: request)
    }
    checkEqual(error?.detail.hasPrefix("POST https://jsonplaceholder.typicode.com/posts"), true)
  }

  @Test func testValueIsWhatTestsGetByDefault() async throws {
    let url = try #require(URL(string: "http://127.0.0.1:9/health"))
    let session = DependencyValues.current.urlSession
    let error = await #expect(throws: UnimplementedDependencyError.self) {
      try await session.data(from: url)
    }
    checkEqual(error?.dependency, "urlSession")
  }

  @Test func liveValueIsOneSharedSessionDistinctFromTheTestValue() {
    let live = DependencyValues(context: .live).urlSession
    check(live === DependencyValues(context: .live).urlSession)
    check(live !== DependencyValues(context: .test).urlSession)
    check(live !== URLSession.shared)
  }

  @Test func liveValueKeepsNothingOnDiskNorAnyCookie() {
    let configuration = DependencyValues(context: .live).urlSession.configuration

    checkEqual(configuration.urlCache, nil, "an .ephemeral URL cache makes a folder on Linux")
    checkEqual(configuration.httpCookieStorage, nil)
    check(!configuration.httpShouldSetCookies)
    checkEqual(
      configuration.requestCachePolicy, URLSessionConfiguration.ephemeral.requestCachePolicy)
  }

  @Test func overrideWins() {
    let session = URLSession(configuration: .ephemeral)
    let resolved = withDependencies {
      $0.urlSession = session
    } operation: {
      DependencyValues.current.urlSession
    }
    check(resolved === session)
  }
}
