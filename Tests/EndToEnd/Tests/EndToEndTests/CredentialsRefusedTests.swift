import Foundation
import TestSupport
import Testing

/// A server that refuses the credentials, or asks for some: its `401` is the answer at once,
/// whether it asks for a password with `WWW-Authenticate` or not, and exits 77, as every `403`
/// that is not a rate limit does.
@Suite("credentials refused", .onWaitingThreads)
struct CredentialsRefusedTests {
  private static let create = ["post", "create", "--user", "1", "--title", "T", "--body", "B"]

  @Test(
    "a 401 is the answer at once, with where the credentials go",
    arguments: [
      (["posts"], ["/posts", "/users"]),
      (["post", "7"], ["/posts/7/comments", "/posts/7?_expand=user"]),
      (create, ["/posts"]),
    ],
    [
      (["WWW-Authenticate": #"Basic realm="x""#], "127.0.0.1"), ([:], "127.0.0.1"),
      (["WWW-Authenticate": #"Basic realm="x""#], "::1"), ([:], "::1"),
    ])
  func a401IsAnsweredAtOnce(
    run: (command: [String], asks: [String]), asked: ([String: String], String)
  ) throws {
    for credentials in ["", "ada:secretpw@"] {
      // A server of its own for each run, which answers once every request the run sends at
      // once has come: the run cannot end before the server has read all it sends.
      let barrier = ArrivalBarrier(count: run.asks.count)
      let server = try HostileServer(address: asked.1) { _, _ in
        barrier.arrive()
        return [
          .response(401, headers: asked.0, body: #"{"message": "Requires authentication"}"#)
        ]
      }
      defer { server.stop() }

      let result = try AppProcess.run(
        run.command + ["--base-url", "http://\(credentials)\(server.host)"])

      checkEqual(server.requests.map(\.path).sorted(), run.asks, "each asked once")
      checkEqual(result.status, 77, "\(result.standardError)")
      check(result.standardOutput.isEmpty)
      checkEqual(result.errorLines.count, 1, "\(result.standardError)")
      check(result.standardError.contains("HTTP 401: Requires authentication ("))
      check(
        result.standardError.contains(credentials.isEmpty ? "-a USER:PASSWORD" : "--base-url"))
      check(!result.standardError.contains("secretpw"))
    }
  }

  @Test(
    "a 401 says what was sent and what the server wants",
    arguments: [
      ([String](), [String: String](), "(this server wants a bearer token: -A bearer -a TOKEN)"),
      (
        ["-a", "ada:pw-s3cret"], [:],
        "(sent Basic credentials of the user 'ada' of -a; this server wants a bearer token: "
          + "-A bearer -a TOKEN)"
      ),
      (["-A", "bearer", "-a", "t-s3cret"], [:], "(check a bearer token of -a)"),
      (
        ["X-API-Key:k-s3cret"], [:],
        "(sent the header X-API-Key; this server wants a bearer token: -A bearer -a TOKEN)"
      ),
      (
        [], ["APP_AUTH": "t-s3cret", "APP_AUTH_TYPE": "bearer"],
        "(check a bearer token of $APP_AUTH)"
      ),
    ])
  func a401SaysWhatWasSentAndWhatTheServerWants(
    arguments: [String], environment: [String: String], hint: String
  ) throws {
    let server = try HostileServer.wanting("authorization", "Bearer right")
    defer { server.stop() }

    let result = try AppProcess.run(
      ["get", "/customers", "--base-url", "http://\(server.host)"] + arguments,
      environment: environment)

    checkEqual(result.status, 77)
    checkEqual(result.errorLines.count, 1, "\(result.standardError)")
    check(result.standardError.hasSuffix(hint + "\n"), "\(result.standardError)")
    check(!result.standardError.contains("s3cret"))
  }

  @Test("a 403 that is not a rate limit is refused permission")
  func a403IsRefusedPermission() throws {
    let server = try RawLoopbackServer { _, _ in
      .http(403, body: #"{"message": "Resource not accessible by integration"}"#)
    }
    defer { server.stop() }

    let result = try AppProcess.run(["posts", "--base-url", server.baseURL])

    checkEqual(result.status, 77, "\(result.standardError)")
    checkEqual(result.errorLines.count, 1)
    check(result.standardError.contains("HTTP 403: Resource not accessible by integration"))
  }

  @Test("a rate limit keeps its own status")
  func aRateLimitIsNotAboutCredentials() throws {
    let server = try RawLoopbackServer { _, _ in
      .http(429, headers: ["Retry-After": "3600"], body: #"{"message": "slow down"}"#)
    }
    defer { server.stop() }

    let result = try AppProcess.run(["posts", "--base-url", server.baseURL])

    checkEqual(result.status, 75, "\(result.standardError)")
    check(result.standardError.contains("rate limited"))
  }
}
