import Foundation
import TestSupport
import Testing

/// `oauth` in `servers.json`: the app has its tokens from the token endpoint of an
/// ``OAuthLoopbackServer`` (which takes the client in the form body alone and answers without
/// `token_type`), renews them as they run out by the refresh token, keeps one between runs when
/// told, reads stored answers `--offline` whatever the token but not another client's, and shows
/// no secret and no token.
@Suite("oauth in servers.json", .onWaitingThreads)
struct OAuthSettingsTests {
  /// A folder for `XDG_CONFIG_HOME` whose `servers.json` gives `server` the settings `oauth`.
  static func config(_ oauth: String, for server: OAuthLoopbackServer) throws -> ScratchCacheHome {
    try ServerSettingsFileTests.config(#"{"\#(server.baseURL)": {"oauth": \#(oauth)}}"#)
  }

  /// The environment of a run with the settings of `config`, the cache folder `cache`, and the
  /// client's secret in `$SHELF_SECRET`.
  static func environment(
    config: ScratchCacheHome, cache: ScratchCacheHome
  ) -> [String: String] {
    [
      "XDG_CONFIG_HOME": config.url.path, "XDG_CACHE_HOME": cache.url.path,
      "SHELF_SECRET": shelfSecret,
    ]
  }

  /// The app run with `arguments` and the settings of `config`, with a cache folder of its
  /// own, so that it cannot answer from another run's.
  static func run(_ arguments: [String], config: ScratchCacheHome) throws -> AppResult {
    try AppProcess.run(
      arguments, environment: environment(config: config, cache: ScratchCacheHome()))
  }

  static let shelfSecret = OAuthLoopbackServer.clients["shelf"] ?? ""
  static let alicePassword = OAuthLoopbackServer.users["alice"] ?? ""

  /// The `oauth` of the client `shelf` by the client credentials grant, its secret from
  /// `$SHELF_SECRET`, sent as the app likes (Basic first: the server refuses it, so the body is
  /// tried), with the settings `more` (`, "keepToken": true`, say).
  static func clientCredentials(_ more: String = "") -> String {
    #"{"tokenURL": "/token", "clientID": "shelf", "clientSecret": {"variable": "SHELF_SECRET"}, "#
      + #""scopes": ["books:read"]\#(more)}"#
  }

  /// The `oauth` of `alice` by the password grant, her password in the file, of the client
  /// `shelf` sent in the body, with the settings `more`.
  static func passwordGrant(_ more: String = "") -> String {
    #"{"tokenURL": "/token", "grant": "password", "user": "alice", "#
      + #""password": "\#(alicePassword)", "clientID": "shelf", "#
      + #""clientSecret": {"variable": "SHELF_SECRET"}, "clientAuthentication": "body"\#(more)}"#
  }

  /// Fifty books read five pages of ten, each page 0.8 s, with tokens that last 3 s: the
  /// reading outlasts the first token, which is renewed by its refresh token before it runs
  /// out, about once a lifetime rather than once a request; every page is answered with a
  /// token the server takes then.
  @Test func getAllAcrossAnExpiryRenewsTheTokenByItsRefreshTokenOnceALifetime() throws {
    let server = try OAuthLoopbackServer(lifetime: 3, pageDelay: 0.8)
    defer { server.stop() }
    let config = try Self.config(Self.clientCredentials(), for: server)
    let cache = ScratchCacheHome()

    let result = try AppProcess.run(
      ["get", "/books", "--all", "--per-page", "10", "--base-url", server.baseURL],
      environment: Self.environment(config: config, cache: cache))

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardOutput, OAuthLoopbackServer.lines(1...50))
    let tokens = server.tokens
    let requests = server.tokenRequests
    check(tokens.count >= 2, "the reading outlasts a token: \(requests)")
    checkEqual(tokens.first?.grant, "client_credentials")
    checkEqual(
      tokens.dropFirst().map(\.grant), Array(repeating: "refresh_token", count: tokens.count - 1),
      "renewed by the refresh token, never by the client's grant again")
    for (earlier, later) in zip(tokens, tokens.dropFirst()) {
      let apart = later.issuedAt.timeIntervalSince(earlier.issuedAt)
      check(
        apart >= server.lifetime / 2,
        "tokens asked for \(apart) s apart, under half a lifetime: \(requests)")
    }
    checkEqual(requests.first { $0.issued != nil }?.fields["scope"], "books:read")
    checkEqual(
      requests.filter { $0.authorization != nil }.count, 1,
      "Basic tried once, then the body that the endpoint took: \(requests)")

    let answered = server.apiRequests.filter { $0.status == 200 }
    checkEqual(
      answered.map(\.path), (1...5).map { "/books?_page=\($0)&_limit=10" },
      "\(server.apiRequests)")
    for request in answered {
      check(
        tokens.contains { $0.accessToken == request.token && $0.isValid(at: request.time) },
        "\(request.path) was answered with a token the server did not take then")
    }
    check(server.apiRequests.allSatisfy { $0.token != nil }, "\(server.apiRequests)")
  }

  /// With `keepToken`, the token of the first run is kept, readable by the user alone, and the
  /// second run sends it without asking for another.
  @Test func aKeptTokenIsSentByTheNextRunWithoutATokenRequest() throws {
    let server = try OAuthLoopbackServer(lifetime: 3600)
    defer { server.stop() }
    let config = try Self.config(Self.passwordGrant(#", "keepToken": true"#), for: server)
    let arguments = ["get", "/books", "--per-page", "10", "--base-url", server.baseURL]

    let first = try Self.run(arguments, config: config)
    let second = try Self.run(arguments, config: config)

    checkEqual(first.status, 0, "\(first.standardError)")
    checkEqual(first.standardOutput, OAuthLoopbackServer.lines(1...10))
    checkEqual(second.status, 0, "\(second.standardError)")
    checkEqual(second.standardOutput, OAuthLoopbackServer.lines(1...10))
    let requests = server.tokenRequests
    checkEqual(requests.map(\.grant), ["password"], "one token request, by the first run")
    checkEqual(requests.first?.fields["username"], "alice")
    checkEqual(requests.first?.fields["client_id"], "shelf")
    let token = try #require(server.tokens.first?.accessToken)
    checkEqual(server.apiRequests.map(\.token), [token, token])

    let folder = config.url.appendingPathComponent("app/tokens", isDirectory: true)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    checkEqual(files.count, 1, "\(files)")
    let name = try #require(files.first)
    check(
      name.hasSuffix(".json") && name.dropLast(5).count == 64
        && name.dropLast(5).allSatisfy(\.isHexDigit),
      "\(name) is not <sha256>.json")
    let file = folder.appendingPathComponent(name)
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    checkEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    let folderAttributes = try FileManager.default.attributesOfItem(atPath: folder.path)
    checkEqual(
      ((folderAttributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o777) & 0o077, 0,
      "the tokens folder is the user's alone")
    let kept = try String(contentsOf: file, encoding: .utf8)
    check(kept.contains(token), "the file keeps the token")
    check(
      !kept.contains(Self.shelfSecret) && !kept.contains(Self.alicePassword),
      "the file keeps no secret of the settings")
  }

  /// A kept token that has run out by the next run is not sent: that run renews it by the
  /// refresh token it was kept with, not by the user's password.
  @Test func aKeptTokenThatRanOutIsRenewedByItsRefreshTokenByTheNextRun() throws {
    let server = try OAuthLoopbackServer(lifetime: 3)
    defer { server.stop() }
    let config = try Self.config(Self.passwordGrant(#", "keepToken": true"#), for: server)
    let arguments = ["get", "/books", "--per-page", "10", "--base-url", server.baseURL]

    let first = try Self.run(arguments, config: config)
    // The first run kept the token when it had it, before it ended: a lifetime after the end,
    // the token has run out for the app too.
    let end = Date().addingTimeInterval(server.lifetime)
    while Date() < end {
      Thread.sleep(forTimeInterval: end.timeIntervalSinceNow)
    }
    let second = try Self.run(arguments, config: config)

    checkEqual(first.status, 0, "\(first.standardError)")
    checkEqual(second.status, 0, "\(second.standardError)")
    checkEqual(second.standardOutput, OAuthLoopbackServer.lines(1...10))
    let tokens = server.tokens
    checkEqual(tokens.map(\.grant), ["password", "refresh_token"], "\(server.tokenRequests)")
    checkEqual(
      server.tokenRequests.last?.fields["refresh_token"], tokens.first?.refreshToken,
      "the refresh token kept with the first token")
    checkEqual(server.apiRequests.map(\.token), tokens.map(\.accessToken))
  }

  /// A run that starts with the token the run before kept renews it, as it runs out, by the
  /// refresh token kept with it: the user's password is not sent again.
  @Test func aKeptTokenInUseIsRenewedByTheRefreshTokenKeptWithIt() throws {
    let server = try OAuthLoopbackServer(lifetime: 3, pageDelay: 0.8)
    defer { server.stop() }
    let config = try Self.config(Self.passwordGrant(#", "keepToken": true"#), for: server)
    let arguments = ["get", "/books", "--per-page", "10", "--base-url", server.baseURL]

    let first = try Self.run(arguments, config: config)
    let second = try Self.run(arguments + ["--all"], config: config)

    checkEqual(first.status, 0, "\(first.standardError)")
    checkEqual(second.status, 0, "\(second.standardError)")
    checkEqual(second.standardOutput, OAuthLoopbackServer.lines(1...50))
    let grants = server.tokens.map(\.grant)
    check(grants.count >= 2, "the second run outlasts the kept token: \(server.tokenRequests)")
    checkEqual(
      grants, ["password"] + Array(repeating: "refresh_token", count: grants.count - 1),
      "\(server.tokenRequests)")
  }

  /// Answers stored with one token are read `--offline` after it is gone, with no request to the
  /// server, token or API; a settings entry with another client does not read them.
  @Test func storedAnswersAreReadOfflineWhateverTheTokenButNotByAnotherClient() throws {
    let server = try OAuthLoopbackServer(lifetime: 3600)
    defer { server.stop() }
    let config = try Self.config(
      Self.clientCredentials(#", "keepToken": true"#), for: server)
    let cache = ScratchCacheHome()
    let environment = Self.environment(config: config, cache: cache)
    let arguments = ["get", "/books", "--base-url", server.baseURL]

    let online = try AppProcess.run(arguments, environment: environment)
    checkEqual(online.status, 0, "\(online.standardError)")
    checkEqual(online.standardOutput, OAuthLoopbackServer.lines(1...50))
    checkEqual(server.tokens.count, 1)
    checkEqual(server.apiRequests.map(\.status), [200])
    // The token is gone: the next one would be another.
    let tokens = config.url.appendingPathComponent("app/tokens", isDirectory: true)
    check(FileManager.default.fileExists(atPath: tokens.path), "the token was kept")
    try FileManager.default.removeItem(at: tokens)
    let sent = server.requestCount

    let offline = try AppProcess.run(arguments + ["--offline"], environment: environment)

    checkEqual(offline.status, 0, "\(offline.standardError)")
    checkEqual(offline.standardOutput, online.standardOutput)
    checkEqual(server.requestCount, sent, "offline, nothing is sent: \(server.tokenRequests)")

    let ledger = try ServerSettingsFileTests.config(
      #"{"\#(server.baseURL)": {"oauth": {"tokenURL": "/token", "clientID": "ledger", "#
        + #""clientSecret": "\#(OAuthLoopbackServer.clients["ledger"] ?? "")", "#
        + #""scopes": ["books:read"]}}}"#)
    let otherClient = try AppProcess.run(
      arguments + ["--offline"], environment: Self.environment(config: ledger, cache: cache))
    let notStored = try AppProcess.run(
      ["get", "/authors", "--offline", "--base-url", server.baseURL], environment: environment)

    check(notStored.status != 0, "\(notStored)")
    checkEqual(
      otherClient.status, notStored.status,
      "another client finds nothing stored: \(otherClient.standardError)")
    checkEqual(otherClient.standardOutput, "")
    checkEqual(server.requestCount, sent, "offline, nothing is sent: \(server.tokenRequests)")
  }

  /// `app settings show` names the grant, the user and the client, and `app get --verbose`
  /// reads across a renewal: neither shows the client's secret, the user's password, nor an
  /// access or a refresh token, and no file of the cache holds them.
  @Test func noSecretAndNoTokenIsShownNorStored() throws {
    let server = try OAuthLoopbackServer(lifetime: 3, pageDelay: 0.8)
    defer { server.stop() }
    let config = try Self.config(Self.passwordGrant(), for: server)
    let cache = ScratchCacheHome()
    let environment = Self.environment(config: config, cache: cache)

    let settings = try AppProcess.run(
      ["settings", "show", server.baseURL], environment: environment)
    let sentBySettings = server.requestCount
    let verbose = try AppProcess.run(
      ["get", "/books", "--all", "--per-page", "10", "--verbose", "--base-url", server.baseURL],
      environment: environment)

    checkEqual(settings.status, 0, "\(settings.standardError)")
    let lines = settings.standardOutput.split(separator: "\n")
    let credentials = lines.first { $0.hasPrefix("credentials ") } ?? ""
    check(
      credentials.contains(
        "OAuth 2 tokens: the password grant of the user 'alice' of the client 'shelf' at "
          + "\(server.baseURL)/token"),
      "\(settings.standardOutput)")
    check(
      lines.contains { $0.hasPrefix("token kept ") && $0.contains("for the command alone") },
      "\(settings.standardOutput)")
    checkEqual(sentBySettings, 0, "showing the settings sends nothing")

    checkEqual(verbose.status, 0, "\(verbose.standardError)")
    checkEqual(verbose.standardOutput, OAuthLoopbackServer.lines(1...50))
    check(verbose.standardError.contains("> GET "), "verbose: \(verbose.standardError)")
    let tokens = server.tokens
    check(tokens.count >= 2, "a refresh token was used: \(server.tokenRequests)")
    checkEqual(tokens.first?.grant, "password")
    let secrets =
      [Self.shelfSecret, Self.alicePassword] + tokens.flatMap { [$0.accessToken, $0.refreshToken] }
    for secret in secrets {
      for (name, text) in [
        ("settings show", settings.standardOutput + settings.standardError),
        ("get --verbose", verbose.standardOutput + verbose.standardError),
      ] {
        check(!text.contains(secret), "\(name) shows \(secret):\n\(text)")
      }
      checkEqual(CredentialsSentTests.files(in: cache.url, holding: secret), [], "\(secret)")
    }
  }

  @Test func helpServersDocumentsOAuth() throws {
    let result = try AppProcess.run(["help", "servers"])

    checkEqual(result.status, 0)
    for key in [
      "oauth", "tokenURL", "client_credentials", "password", "clientID", "clientSecret", "scopes",
      "clientAuthentication", "keepToken",
    ] {
      check(result.standardOutput.contains(key), "help servers does not name \(key)")
    }
  }
}
