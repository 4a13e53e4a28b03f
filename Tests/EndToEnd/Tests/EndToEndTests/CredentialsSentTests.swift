import Foundation
import TestSupport
import Testing

/// Credentials given on the command line (`-a`, `-A`, `$APP_AUTH`, a header item) reach a
/// loopback server that answers 401 without them, on 127.0.0.1 and ::1, from every command that
/// reads or writes and from `app browse` on a pseudo-terminal; and the secret is in no output and
/// no file of the cache folder.
@Suite("credentials sent", .onWaitingThreads)
struct CredentialsSentTests {
  /// One way of giving credentials, the header field the server wants for it, and the secret
  /// that must show nowhere.
  struct Way: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var environment: [String: String] = [:]
    var header: String
    var value: String
    var secret: String
    /// Whether `header` and `value` are a query parameter's name and value rather than a header
    /// field's.
    var isQuery = false

    var testDescription: String { name }

    /// A server on `address` that wants these credentials.
    func server(address: String = "127.0.0.1") throws -> HostileServer {
      isQuery
        ? try HostileServer.wantingQuery(header, value, address: address)
        : try HostileServer.wanting(header, value, address: address)
    }

    /// Whether `request` carried these credentials.
    func wasSent(in request: HostileServer.Request) -> Bool {
      isQuery ? request.path.contains("\(header)=\(value)") : request.headers[header] == value
    }
  }

  static let ways = [
    Way(
      name: "an API key header item", arguments: ["X-API-Key:k1-s3cret"], header: "x-api-key",
      value: "k1-s3cret", secret: "k1-s3cret"),
    Way(
      name: "a bearer token of -a", arguments: ["-A", "bearer", "-a", "t0k3n-s3cret"],
      header: "authorization", value: "Bearer t0k3n-s3cret", secret: "t0k3n-s3cret"),
    Way(
      name: "Basic of $APP_AUTH", arguments: [], environment: ["APP_AUTH": "ada:pw-s3cret"],
      header: "authorization",
      value: "Basic " + Data("ada:pw-s3cret".utf8).base64EncodedString(), secret: "pw-s3cret"),
  ]

  /// The files of `folder`, at any depth, whose bytes hold `secret` or its Base64.
  static func files(in folder: URL, holding secret: String) -> [String] {
    let needles = [Data(secret.utf8), Data(Data(secret.utf8).base64EncodedString().utf8)]
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var holding: [String] = []
    while let file = files?.nextObject() as? URL {
      guard let data = FileManager.default.contents(atPath: file.path) else { continue }
      if needles.contains(where: { data.range(of: $0) != nil }) {
        holding.append(file.lastPathComponent)
      }
    }
    return holding
  }

  @Test(arguments: ways, ["127.0.0.1", "::1"])
  func getCreateEditAndDeleteSendThemAndKeepTheSecretOutOfEveryOutputAndFile(
    way: Way, address: String
  ) throws {
    try Self.checkEveryCommand(way, address: address)
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func dashDashNetrcSendsTheHostsLoginAsBasic(address: String) throws {
    let home = ScratchCacheHome()
    try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
    try Data("machine \(address) login ada password n3trc-s3cret\n".utf8)
      .write(to: home.url.appendingPathComponent(".netrc"))
    let way = Way(
      name: "~/.netrc", arguments: ["--netrc"], environment: ["HOME": home.url.path],
      header: "authorization",
      value: "Basic " + Data("ada:n3trc-s3cret".utf8).base64EncodedString(),
      secret: "n3trc-s3cret")

    try Self.checkEveryCommand(way, address: address)
  }

  @Test(arguments: ["api_key", "sig"], ["127.0.0.1", "::1"])
  func aTokenInTheQueryGoesWithEveryCommand(name: String, address: String) throws {
    let way = Way(
      name: "a query item", arguments: [], header: name, value: "q-s3cret", secret: "q-s3cret",
      isQuery: true)
    let query = "\(name)=q-s3cret"

    // `sig` is no standard name: the server's settings name it. `delete` takes no query item.
    try Self.checkEveryCommand(
      way, address: address, settings: #"{"ROOT": {"secretQuery": ["sig"]}}"#,
      commands: [
        ["get", "/customers?\(query)"], ["get", "/customers?\(query)"],
        ["create", "customers", "name=Grace", "\(name)==q-s3cret"],
        ["edit", "customers", "1", "name=Grace", "\(name)==q-s3cret"],
      ])
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func serversJSONSendsAKeyInTheQueryWithEveryCommand(address: String) throws {
    let way = Way(
      name: "servers.json's query", arguments: [], environment: ["LOCAL_KEY": "q2-s3cret"],
      header: "api_key", value: "q2-s3cret", secret: "q2-s3cret", isQuery: true)

    try Self.checkEveryCommand(
      way, address: address,
      settings: #"{"ROOT": {"query": {"api_key": {"variable": "LOCAL_KEY"}}}}"#)
  }

  @Test func browseSendsTheQueryKeyOfServersJSON() throws {
    try Self.checkBrowse(
      Way(
        name: "servers.json's query", arguments: [], environment: ["LOCAL_KEY": "q3-s3cret"],
        header: "api_key", value: "q3-s3cret", secret: "q3-s3cret", isQuery: true),
      settings: #"{"ROOT": {"query": {"api_key": {"variable": "LOCAL_KEY"}}}}"#)
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func serversJSONSendsAnAPIKeyFromAnEnvironmentVariable(address: String) throws {
    let way = Way(
      name: "servers.json", arguments: [], environment: ["LOCAL_KEY": "k2-s3cret"],
      header: "x-api-key", value: "k2-s3cret", secret: "k2-s3cret")

    try Self.checkEveryCommand(
      way, address: address,
      settings: #"{"ROOT": {"headers": {"X-API-Key": {"variable": "LOCAL_KEY"}}}}"#)
  }

  /// A folder for `XDG_CONFIG_HOME` whose `app/servers.json` is `text`, readable by its user
  /// alone, with `ROOT` the API root of `server`.
  static func serverSettings(_ text: String, for server: HostileServer) throws -> ScratchCacheHome {
    let folder = ScratchCacheHome()
    let app = folder.url.appendingPathComponent("app", isDirectory: true)
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    let file = app.appendingPathComponent("servers.json")
    try Data(text.replacingOccurrences(of: "ROOT", with: "http://\(server.host)").utf8)
      .write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    return folder
  }

  /// Runs `commands` (`get` twice, `create`, `edit` and `delete`) with `way`'s credentials against a server
  /// on `address` that wants them, and checks that each was sent and the secret shown nowhere;
  /// with the server's `settings` (see ``serverSettings(_:for:)``) when given.
  static func checkEveryCommand(
    _ way: Way, address: String, settings: String? = nil,
    commands: [[String]] = [
      ["get", "/customers"], ["get", "/customers"], ["create", "customers", "name=Grace"],
      ["edit", "customers", "1", "name=Grace"], ["delete", "customers", "1", "--yes"],
    ]
  ) throws {
    let server = try way.server(address: address)
    defer { server.stop() }
    let cacheHome = ScratchCacheHome()
    let config = try settings.map { try serverSettings($0, for: server) }
    var way = way
    way.environment["XDG_CONFIG_HOME"] = config?.url.path

    for command in commands {
      let result = try AppProcess.run(
        command + way.arguments + ["--base-url", "http://\(server.host)", "--verbose"],
        environment: way.environment.merging(["XDG_CACHE_HOME": cacheHome.url.path]) { $1 })

      checkEqual(result.status, 0, "\(command): \(result.standardError)")
      check(!(result.standardOutput + result.standardError).contains(way.secret))
    }
    check(server.requests.count >= commands.count)
    check(server.requests.allSatisfy(way.wasSent))
    check(files(in: cacheHome.url, holding: way.secret).isEmpty)
    check(
      FileManager.default.fileExists(atPath: cacheHome.url.path),
      "the reads were stored, so the files were looked at")
  }

  /// `browse` takes no request items: `-a`, `$APP_AUTH`, `--netrc` and the settings are its
  /// ways.
  @Test(arguments: ways.filter { $0.header == "authorization" })
  func browseSendsThemWithEveryRequest(way: Way) throws {
    try Self.checkBrowse(way)
  }

  @Test func browseSendsTheAPIKeyOfServersJSON() throws {
    try Self.checkBrowse(
      Way(
        name: "servers.json", arguments: [], environment: ["LOCAL_KEY": "k3-s3cret"],
        header: "x-api-key", value: "k3-s3cret", secret: "k3-s3cret"),
      settings: #"{"ROOT": {"headers": {"X-API-Key": {"variable": "LOCAL_KEY"}}}}"#)
  }

  @Test func browseSendsTheLoginOfDashDashNetrc() throws {
    let home = ScratchCacheHome()
    try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
    try Data("default login ada password n3trc-s3cret\n".utf8)
      .write(to: home.url.appendingPathComponent(".netrc"))
    try Self.checkBrowse(
      Way(
        name: "~/.netrc", arguments: ["--netrc"], environment: ["HOME": home.url.path],
        header: "authorization",
        value: "Basic " + Data("ada:n3trc-s3cret".utf8).base64EncodedString(),
        secret: "n3trc-s3cret"))
  }

  /// Browses the customers of a server that wants `way`'s credentials, with the server's
  /// `settings` when given, and checks that every request sent them and the secret shows
  /// nowhere.
  static func checkBrowse(_ way: Way, settings: String? = nil) throws {
    let server = try way.server()
    defer { server.stop() }
    let cacheHome = ScratchCacheHome()
    let config = try settings.map { try serverSettings($0, for: server) }
    var way = way
    way.environment["XDG_CONFIG_HOME"] = config?.url.path

    let app = try TerminalProcess.start(
      [
        "browse", "--resource", "customers", "--base-url", "http://\(server.host)", "--color",
        "never",
      ] + way.arguments,
      environment: way.environment.merging(["XDG_CACHE_HOME": cacheHome.url.path]) { $1 })
    let screen = try app.requireScreen("the customers never showed") {
      $0.lines.contains { $0.contains("Ada") }
    }
    app.type("q")
    let result = app.wait()

    checkEqual(result.status, 0)
    check(!screen.description.contains(way.secret))
    check(!result.output.contains(way.secret))
    check(!server.requests.isEmpty)
    check(server.requests.allSatisfy(way.wasSent))
    check(files(in: cacheHome.url, holding: way.secret).isEmpty)
  }

  @Test func dashAWithAUserAloneAsksForThePasswordUnseenOnATerminal() throws {
    let value = "Basic " + Data("ada:pw-s3cret".utf8).base64EncodedString()
    let server = try HostileServer.wanting("authorization", value)
    defer { server.stop() }

    let app = try TerminalProcess.start([
      "get", "/customers", "-a", "ada", "--base-url", "http://\(server.host)", "--no-pager",
    ])
    check(app.waitFor("Password for 'ada': "))
    app.type("pw-s3cret\r")
    check(app.waitFor("Ada"))
    let result = app.wait()

    checkEqual(result.status, 0, "\(result.output)")
    check(!result.output.contains("s3cret"), "the password is not echoed")
    checkEqual(server.requests.count, 1)
    check(server.requests.allSatisfy { $0.headers["authorization"] == value })
  }

  @Test func dashAWithAUserAloneAndNoTerminalSaysToGiveThePassword() throws {
    let result = try AppProcess.run([
      "get", "/customers", "-a", "ada", "--base-url", "http://127.0.0.1:9",
    ])

    checkEqual(result.status, 64)
    check(
      result.standardError.hasPrefix(
        "app: '--auth' gives the user 'ada' but no password: give USER:PASSWORD\n"))
  }

  @Test(arguments: ["api_key", "sig"], ["127.0.0.1", "::1"])
  func aTokenInTheQueryIsSentAndShownNowhere(name: String, address: String) throws {
    let server = try HostileServer(address: address) { request, _ in
      let json = ["Content-Type": "application/json"]
      return request.path.contains("\(name)=q-s3cret")
        ? [.response(200, headers: json, body: #"[{"id": 1, "name": "Ada"}]"#)]
        : [.response(401, headers: json, body: #"{"message": "Bad key"}"#)]
    }
    defer { server.stop() }
    let cacheHome = ScratchCacheHome()
    // `sig` is no standard name: the server's settings name it.
    let config = try Self.serverSettings(#"{"ROOT": {"secretQuery": ["sig"]}}"#, for: server)
    let environment = [
      "XDG_CACHE_HOME": cacheHome.url.path, "XDG_CONFIG_HOME": config.url.path,
    ]
    let base = ["--base-url", "http://\(server.host)", "--verbose"]

    let read = try AppProcess.run(
      ["get", "/customers?\(name)=q-s3cret"] + base, environment: environment)
    let stored = try AppProcess.run(
      ["get", "/customers?\(name)=q-s3cret", "--offline"] + base, environment: environment)
    let other = try AppProcess.run(
      ["get", "/customers?\(name)=other-s3cret", "--offline"] + base, environment: environment)
    let refused = try AppProcess.run(
      ["get", "/customers?\(name)=wrong-s3cret"] + base, environment: environment)

    check(read.status == 0 && read.standardOutput.contains("Ada"), "\(read.standardError)")
    check(stored.status == 0 && stored.standardOutput.contains("Ada"), "kept, and found again")
    checkEqual(other.status, 69, "kept apart from another value's: \(other.standardError)")
    checkEqual(refused.status, 77)
    check(refused.standardError.contains("/customers?\(name)=REDACTED"), "\(refused)")
    for result in [read, stored, other, refused] {
      check(!(result.standardOutput + result.standardError).contains("s3cret"))
    }
    check(Self.files(in: cacheHome.url, holding: "q-s3cret").isEmpty)
  }
}
