import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("WriteRedirect")
struct WriteRedirectTests {
  private func patch() throws -> URLRequest {
    var request = URLRequest(url: try #require(URL(string: "http://api.example/v1/posts/7")))
    request.httpMethod = "PATCH"
    request.httpBody = Data(#"{"title":"T"}"#.utf8)
    request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
    return request
  }

  private func response(_ status: Int, location: String?) throws -> HTTPURLResponse {
    let url = try #require(URL(string: "http://api.example/v1/posts/7"))
    return try #require(
      HTTPURLResponse(
        url: url, statusCode: status, httpVersion: "HTTP/1.1",
        headerFields: location.map { ["Location": $0] } ?? [:]))
  }

  private func next(
    _ status: Int, location: String?, hops: Int = 0
  ) throws -> URLRequest? {
    try WriteRedirect.nextRequest(
      after: response(status, location: location), to: patch(), host: "api.example", hops: hops)
  }

  @Test(
    "307 and 308 re-send the same method, headers and body to the new location",
    arguments: [307, 308])
  func resend(status: Int) throws {
    let request = try #require(try next(status, location: "/v2/posts/7"))

    checkEqual(request.url?.absoluteString, "http://api.example/v2/posts/7")
    checkEqual(request.httpMethod, "PATCH")
    checkEqual(request.httpBody, Data(#"{"title":"T"}"#.utf8))
    checkEqual(
      request.value(forHTTPHeaderField: "Content-Type"), "application/json; charset=utf-8")
  }

  @Test("a location is resolved against the request's URL, or taken whole")
  func resolution() throws {
    try checkEqual(next(307, location: "8")?.url?.absoluteString, "http://api.example/v1/posts/8")
    try checkEqual(
      next(308, location: "https://other.example/p")?.url?.absoluteString, "https://other.example/p"
    )
  }

  @Test("a write redirected to another origin goes without its credentials")
  func credentialsStayAtTheirOrigin() throws {
    var request = try patch()
    request.setValue("Bearer t", forHTTPHeaderField: "Authorization")
    request.setValue("k", forHTTPHeaderField: "X-API-Key")
    let response = try response(307, location: "https://other.example/v1/posts/7")

    let elsewhere = try #require(
      try WriteRedirect.nextRequest(
        after: response, to: request, host: "api.example", hops: 0,
        credentialHeaders: ["authorization", "x-api-key"]))
    let here = try #require(
      try WriteRedirect.nextRequest(
        after: try self.response(307, location: "/v2/posts/7"), to: request, host: "api.example",
        hops: 0, credentialHeaders: ["authorization", "x-api-key"]))

    checkEqual(elsewhere.value(forHTTPHeaderField: "Authorization"), nil)
    checkEqual(elsewhere.value(forHTTPHeaderField: "X-API-Key"), nil)
    checkEqual(elsewhere.httpBody, request.httpBody)
    checkEqual(here.value(forHTTPHeaderField: "Authorization"), "Bearer t")
    checkEqual(here.value(forHTTPHeaderField: "X-API-Key"), "k")
  }

  @Test(
    "301, 302 and 303 are not followed: the write is redirected, naming where",
    arguments: [301, 302, 303])
  func redirected(status: Int) throws {
    let location = try #require(URL(string: "http://api.example/v2/posts/7"))
    #expect(
      throws: NetworkError.redirected(
        request: "PATCH http://api.example/v1/posts/7", status: status,
        location: ShownURL(location))
    ) { try next(status, location: "/v2/posts/7") }
  }

  @Test("a redirect to another scheme, or without a usable Location, is malformed")
  func malformed() throws {
    #expect(
      throws: NetworkError.malformedResponse(
        host: "api.example", reason: "redirect to unsupported URL ftp://api.example/x")
    ) { try next(307, location: "ftp://api.example/x") }
    #expect(
      throws: NetworkError.malformedResponse(
        host: "api.example", reason: "HTTP 308 redirect without a valid Location")
    ) { try next(308, location: nil) }
    #expect(
      throws: NetworkError.malformedResponse(
        host: "api.example", reason: "HTTP 307 redirect without a valid Location")
    ) { try next(307, location: "http://a b/\u{7}") }
  }

  @Test("at most a few redirects are followed in a row")
  func hops() throws {
    check(try next(307, location: "/x", hops: WriteRedirect.maximumHops - 1) != nil)
    #expect(
      throws: NetworkError.malformedResponse(host: "api.example", reason: "too many redirects")
    ) {
      try next(307, location: "/x", hops: WriteRedirect.maximumHops)
    }
  }

  @Test("any other status is not a redirect", arguments: [200, 201, 300, 304, 305, 404])
  func notRedirects(status: Int) throws {
    try checkEqual(next(status, location: "/elsewhere"), nil)
  }

  @Test(
    "a redirect that is not followed names its target without the password of the request's URL",
    arguments: [301, 302, 303])
  func refusedTargetHidesThePassword(status: Int) throws {
    var request = try patch()
    request.url = URL(string: "http://u:secretpw@api.example/v1/posts/7")

    #expect {
      _ = try WriteRedirect.nextRequest(
        after: response(status, location: "/posts"), to: request, host: "api.example", hops: 0)
    } throws: { error in
      guard case .redirected(let line, _, let location) = error as? NetworkError else {
        return false
      }
      return line.description == "PATCH http://u@api.example/v1/posts/7"
        && location.description == "http://u@api.example/posts"
        && !"\(error)".contains("secretpw")
    }
  }
}
