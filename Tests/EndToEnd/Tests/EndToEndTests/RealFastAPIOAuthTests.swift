import Foundation
import TestSupport
import Testing

extension RealFastAPITests {
  /// The app against FastAPI's own OAuth2 password flow, as its tutorial "Simple OAuth2 with
  /// Password and Bearer" writes it (`Tests/RealServers/fastapi`: `OAuth2PasswordBearer` and
  /// `OAuth2PasswordRequestForm`; `POST /token` answers alice, password wonderland, a bearer
  /// token with no `expires_in`, and a wrong password `400`; `GET /me/books` is her three
  /// books, 2, 4 and 6, or a `401` with `WWW-Authenticate: Bearer`; a login ends the token
  /// she had before), with the password grant in `servers.json`. Nested in the FastAPI suite
  /// so that `make test-servers fastapi` runs it, and serialized with it: the tokens are the
  /// server's state.
  @Suite(
    "the app against FastAPI's OAuth2 password flow", .serialized,
    .enabled(if: RealServer.isRunning("fastapi")))
  struct OAuthPasswordFlow {
    let server: RealServer

    init() throws {
      server = try RealServer.require("fastapi")
    }

    static let password = "wonderland"

    /// Alice's books as the app prints them.
    static let rows = [
      "2\tBook 2\tAuthor 2\t1992\ttrue", "4\tBook 4\tAuthor 4\t1994\ttrue",
      "6\tBook 6\tAuthor 1\t1996\ttrue",
    ]

    /// A config folder whose `app/servers.json` (mode 0600) has the server's root take its
    /// tokens by the password grant of alice, her password read from `$ALICE_PASSWORD`, as a
    /// public client (no id or secret) whose fields go in the form body.
    func settings(keepToken: Bool = false) throws -> ScratchCacheHome {
      try ServerSettingsFileTests.config(
        #"""
        {"\#(server.origin)": {"oauth": {
          "tokenURL": "/token", "grant": "password",
          "user": "alice", "password": {"variable": "ALICE_PASSWORD"},
          "clientAuthentication": "body", "keepToken": \#(keepToken)
        }}}
        """#)
    }

    /// `app ARGUMENTS --base-url ORIGIN` with the settings of `config` (none when `nil`) and
    /// `$ALICE_PASSWORD` `password`, and the requests the server logged for it, up to the
    /// first that `last` picks.
    func run(
      _ arguments: [String], config: ScratchCacheHome?, password: String = Self.password,
      until last: @escaping (RealServer.LoggedRequest) -> Bool,
      sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (AppResult, [RealServer.LoggedRequest]) {
      var environment = ["ALICE_PASSWORD": password]
      if let config { environment["XDG_CONFIG_HOME"] = config.url.path }
      let mark = server.mark()
      let result = try AppProcess.run(
        arguments + ["--base-url", server.origin], environment: environment,
        sourceLocation: sourceLocation)
      return (result, server.requests(since: mark, until: last, sourceLocation: sourceLocation))
    }

    /// The requests logged since `mark`, every one of them: those a run sent before it exited
    /// are logged before a request sent after it, `GET /books/1`, which is left out.
    func everyRequest(since mark: Int) throws -> [RealServer.LoggedRequest] {
      let after = try AppProcess.run(["get", "/books/1", "--base-url", server.origin])
      checkEqual(after.status, 0, "\(after.standardError)")
      let logged = server.requests(since: mark) { $0.target == "/books/1" }
      return Array(logged.prefix { $0.target != "/books/1" })
    }

    /// Whether `secret` is nowhere in what `result` printed.
    static func hides(_ secret: String, _ result: AppResult) -> Bool {
      !result.standardOutput.contains(secret) && !result.standardError.contains(secret)
    }

    @Test func herBooksAreReadWithATokenAskedForOnceBeforeTheirRequest() throws {
      let (result, requests) = try run(["get", "/me/books"], config: settings()) {
        $0.path == "/me/books"
      }

      checkEqual(result.status, 0, "\(result.standardError)")
      checkEqual(result.standardOutput.split(separator: "\n").map(String.init), Self.rows)
      checkEqual(result.standardError, "")
      checkEqual(requests.map(\.description), ["POST /token 200", "GET /me/books 200"])
    }

    /// `--verbose` shows the request's header fields: the token sent is not one of them, nor
    /// is the password.
    @Test func neitherThePasswordNorTheTokenIsShownEvenVerbose() throws {
      let config = try settings(keepToken: true)
      let (result, requests) = try run(
        ["get", "/me/books", "--verbose"], config: config
      ) { $0.path == "/me/books" }

      checkEqual(result.status, 0, "\(result.standardError)")
      checkEqual(requests.map(\.description), ["POST /token 200", "GET /me/books 200"])
      check(result.standardError.contains("GET /me/books"), "\(result.standardError)")
      let token = try Self.keptToken(in: config)
      check(Self.hides(token, result), "the token shown:\n\(result.standardError)")
      check(Self.hides(Self.password, result), "the password shown:\n\(result.standardError)")
    }

    /// The access token `keepToken` kept in `tokens/` beside `servers.json`.
    static func keptToken(
      in config: ScratchCacheHome, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
      let folder = config.url.appendingPathComponent("app/tokens", isDirectory: true)
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      try #require(files.count == 1, "tokens kept: \(files)", sourceLocation: sourceLocation)
      let text = try String(
        contentsOf: folder.appendingPathComponent(files[0]), encoding: .utf8)
      return try #require(
        text.firstMatch(of: /"accessToken"\s*:\s*"([^"]+)"/).map { String($0.1) },
        "no token in \(files[0])", sourceLocation: sourceLocation)
    }

    /// FastAPI's `400` of a wrong password (`{"detail": "Incorrect username or password"}`):
    /// one line that names the token request, and no request of the route sent.
    @Test func aWrongPasswordIsTheTokenRequestsRefusalInOneLine() throws {
      let mark = server.mark()
      let (result, _) = try run(
        ["get", "/me/books"], config: settings(), password: "looking-glass"
      ) {
        $0.path == "/token"
      }
      let requests = try everyRequest(since: mark)

      check((64...78).contains(result.status), "not a failure's exit (sysexits): \(result.status)")
      checkEqual(result.standardOutput, "")
      checkEqual(result.errorLines.count, 1, "\(result.standardError)")
      let line = result.errorLines.first ?? ""
      check(line.hasPrefix("app: POST \(server.origin)/token"), "\(line)")
      check(line.contains("HTTP 400"), "\(line)")
      check(line.contains("Incorrect username or password"), "\(line)")
      check(Self.hides("looking-glass", result), "\(result.standardError)")
      checkEqual(requests.map(\.description), ["POST /token 400"])
    }

    /// Without the settings, the route's `401` (`WWW-Authenticate: Bearer`) is said, with how
    /// to send a bearer token; no token is asked for.
    @Test func withoutTheSettingsTheRoutes401IsSaid() throws {
      let (result, requests) = try run(["get", "/me/books"], config: nil) {
        $0.path == "/me/books"
      }

      checkEqual(result.status, 77, "\(result.standardError)")
      checkEqual(result.standardOutput, "")
      checkEqual(result.errorLines.count, 1, "\(result.standardError)")
      let line = result.errorLines.first ?? ""
      check(line.hasPrefix("app: GET \(server.origin)/me/books: HTTP 401"), "\(line)")
      check(line.contains("Not authenticated"), "\(line)")
      check(line.contains("bearer"), "\(line)")
      checkEqual(requests.map(\.description), ["GET /me/books 401"])
    }

    /// `keepToken`: the next run sends the token kept, asking for none. Once a login elsewhere
    /// has ended it (FastAPI answers it `401`), one new token is asked for and the request
    /// sent again with it, which is kept in its place.
    @Test func aKeptTokenIsSentAgainAndRenewedOnceTheServerRefusesIt() throws {
      let config = try settings(keepToken: true)
      let (first, firstRequests) = try run(["get", "/me/books"], config: config) {
        $0.path == "/me/books"
      }
      checkEqual(first.status, 0, "\(first.standardError)")
      checkEqual(firstRequests.map(\.description), ["POST /token 200", "GET /me/books 200"])
      let kept = try Self.keptToken(in: config)

      let (again, againRequests) = try run(["get", "/me/books"], config: config) {
        $0.path == "/me/books"
      }
      checkEqual(again.status, 0, "\(again.standardError)")
      checkEqual(again.standardOutput.split(separator: "\n").count, 3, "\(again.standardOutput)")
      checkEqual(againRequests.map(\.description), ["GET /me/books 200"])

      let (elsewhere, _) = try run(["get", "/me/books"], config: settings()) {
        $0.path == "/me/books"
      }
      checkEqual(elsewhere.status, 0, "\(elsewhere.standardError)")

      let (renewed, renewal) = try run(["get", "/me/books"], config: config) {
        $0.path == "/me/books" && $0.status == 200
      }
      checkEqual(renewed.status, 0, "\(renewed.standardError)")
      checkEqual(renewed.standardOutput.split(separator: "\n").map(String.init), Self.rows)
      checkEqual(renewed.standardError, "")
      checkEqual(
        renewal.map(\.description), ["GET /me/books 401", "POST /token 200", "GET /me/books 200"])
      let renewedToken = try Self.keptToken(in: config)
      check(renewedToken != kept, "the token refused is still kept")
      for result in [first, again, renewed] {
        check(Self.hides(kept, result) && Self.hides(renewedToken, result), "\(result)")
      }
    }

    /// The browser, its resource alice's books: the token is asked for before the list is.
    @Test func theBrowserShowsHerBooksWithTheToken() throws {
      let config = try settings()
      let mark = server.mark()
      let app = try TerminalProcess.start(
        [
          "browse", "--base-url", server.origin, "--resource", "books:me/books", "--color",
          "never",
        ],
        environment: ["XDG_CONFIG_HOME": config.url.path, "ALICE_PASSWORD": Self.password])
      defer { _ = app.wait() }

      let screen = try app.requireScreen("her books never showed") {
        $0.row(containing: "Book 6") != nil && $0.line(23).contains("of 3")
      }
      check(screen.row(containing: "Book 1 ") == nil, "\(screen.lines)")
      app.type("q")
      checkEqual(app.wait().status, 0)
      let requests = server.requests(since: mark) { $0.path == "/me/books" }
      checkEqual(requests.first?.description, "POST /token 200", "\(requests)")
      checkEqual(requests.filter { $0.path == "/token" }.count, 1, "\(requests)")
      check(
        requests.filter { $0.path == "/me/books" }.allSatisfy { $0.status == 200 }, "\(requests)")
    }
  }
}
