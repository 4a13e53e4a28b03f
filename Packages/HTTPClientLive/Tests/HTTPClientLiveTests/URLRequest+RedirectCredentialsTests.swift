import Foundation
import TestSupport
import Testing

@testable import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct URLRequestRedirectCredentialsTests {
  private func redirect(to target: String, from origin: String) throws -> URLRequest {
    var request = URLRequest(url: try #require(URL(string: target)))
    request.setValue("Basic dTpw", forHTTPHeaderField: "Authorization")
    return request.withoutCredentials(leaving: URL(string: origin))
  }

  @Test(arguments: [
    ("http://u:p@other.example/posts", "http://u:p@api.example/posts"),
    ("http://u:p@api.example:8080/posts", "http://u:p@api.example/posts"),
    ("https://u:p@api.example/posts", "http://u:p@api.example/posts"),
  ])
  func anotherOriginGetsNoCredentials(target: String, origin: String) throws {
    let request = try redirect(to: target, from: origin)

    checkEqual(request.value(forHTTPHeaderField: "Authorization"), nil)
    checkEqual(request.url?.user, nil)
    checkEqual(request.url?.password, nil)
    checkEqual(request.url?.host, URL(string: target)?.host)
  }

  @Test func theFieldsNamedAsCredentialsStayAtTheirOrigin() throws {
    var request = URLRequest(url: try #require(URL(string: "https://other.example/x")))
    request.setValue("k", forHTTPHeaderField: "X-API-Key")
    request.setValue("s=1", forHTTPHeaderField: "Cookie")
    request.setValue("application/json", forHTTPHeaderField: "Accept")

    let redirected = request.withoutCredentials(
      leaving: URL(string: "https://api.example/x"),
      credentialHeaders: ["x-api-key", "cookie", "authorization"])

    checkEqual(redirected.value(forHTTPHeaderField: "X-API-Key"), nil)
    checkEqual(redirected.value(forHTTPHeaderField: "Cookie"), nil)
    checkEqual(redirected.value(forHTTPHeaderField: "Accept"), "application/json")
  }

  @Test(arguments: [
    ("http://u:p@api.example/users", "http://u:p@api.example/posts"),
    ("http://u:p@API.example:80/users", "http://u:p@api.example/posts"),
  ])
  func theSameOriginKeepsThem(target: String, origin: String) throws {
    let request = try redirect(to: target, from: origin)

    checkEqual(request.value(forHTTPHeaderField: "Authorization"), "Basic dTpw")
    checkEqual(request.url?.absoluteString, target)
  }
}
