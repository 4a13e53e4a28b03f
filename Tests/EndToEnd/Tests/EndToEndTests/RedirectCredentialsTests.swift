import Foundation
import TestSupport
import Testing

/// The user and password of the base URL go to its server only, never to the target of a
/// redirect to another port or host.
@Suite("credentials and redirects", .onWaitingThreads)
struct RedirectCredentialsTests {
  @Test(arguments: ["//127.0.0.1:{port}/posts/1", "http://127.0.0.1:{port}/posts/1"])
  func aRedirectToAnotherOriginCarriesNoCredentials(location: String) throws {
    let target = try LoopbackServer { _, _ in .http(404, body: "{}") }
    let targetPort = target.port
    let origin = try LoopbackServer { _, _ in
      .http(
        302,
        headers: ["Location": location.replacingOccurrences(of: "{port}", with: "\(targetPort)")])
    }

    let result = try AppProcess.run(
      ["post", "1", "--no-cache", "--base-url", "http://ada:secret@127.0.0.1:\(origin.port)"])
    let given = try #require(origin.receivedRequests.first)
    let redirected = try #require(target.receivedRequests.first, "\(result.standardError)")

    check(given.headers["authorization"] != nil, "credentials go where they were given")
    checkEqual(redirected.headers["authorization"], nil)
    check(redirected.path.hasPrefix("/posts/1"))
    check(!(result.standardOutput + result.standardError).contains("secret"))
  }
}
