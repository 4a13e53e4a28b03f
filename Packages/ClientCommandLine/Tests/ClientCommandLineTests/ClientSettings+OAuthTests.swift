import ArgumentParsing
import Foundation
import HTTPClient
import ServerSettingsKit
import TestSupport
import Testing

@testable import ClientCommandLine

/// A server's `oauth` as a command uses it: its tokens sent unless credentials are given
/// otherwise, kept beside the settings when they say so, named when the server refuses them,
/// and shown by `app settings show` without a secret.
struct ClientSettingsOAuthTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("client-settings-oauth-\(UUID().uuidString)", isDirectory: true)
  var path: String { folder.appendingPathComponent("app/servers.json").path }

  static let file = """
    {
      "http://127.0.0.1:8000": {
        "oauth": {"tokenURL": "/token", "grant": "password", "user": "alice",
                  "password": {"variable": "ALICE_PASSWORD"}, "clientID": "shelf",
                  "clientSecret": "s3cr3t", "keepToken": true}
      }
    }
    """

  private func settings(_ arguments: [String] = []) throws -> ClientSettings {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("app"), withIntermediateDirectories: true)
    try Data(Self.file.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    return try ClientCommandLineTests.settings(
      ["posts", "--base-url", "http://127.0.0.1:8000"] + arguments,
      environment: ["XDG_CONFIG_HOME": folder.path, "ALICE_PASSWORD": "wonderland"])
  }

  @Test func theSettingsTokensAreSentUnlessCredentialsAreGivenOtherwise() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let settings = try settings()

    let oauth = try #require(settings.oauth)
    checkEqual(oauth.tokenURL.absoluteString, "http://127.0.0.1:8000/token")
    checkEqual(oauth.grant, .password(user: "alice", password: "wonderland"))
    checkEqual(
      settings.keptTokenFolder?.path, folder.appendingPathComponent("app/tokens").path)
    checkEqual(try self.settings(["-a", "ada:pw"]).oauth, nil, "-a is sent in their place")
    let items = try RequestItems(parsing: ["Authorization:Bearer mine"])
    checkEqual(settings.oauth(besides: items), nil, "a header item is sent in their place")
    check(settings.oauth(besides: try RequestItems(parsing: ["X-Tenant:blue"])) != nil)
  }

  @Test func aRefusalNamesTheSettingsTokens() throws {
    defer { try? FileManager.default.removeItem(at: folder) }

    let hint = try settings().credentialsHint()(["Bearer"])

    checkEqual(
      hint,
      "check the OAuth 2 tokens of servers.json (the password grant of the user 'alice' of "
        + "the client 'shelf')")
  }

  @Test func theShownSettingsNameTheGrantAndWhereTheTokenIsKeptNeverASecret() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try settings()

    let (report, problem) = try SettingsReport.shown(
      parsed: appCommandLine.parse(["posts"]), options: appOptions,
      environment: ["XDG_CONFIG_HOME": folder.path, "ALICE_PASSWORD": "wonderland"],
      url: "http://127.0.0.1:8000", ownServer: false)
    let lines = Dictionary(report.lines.map { ($0.name, $0) }) { $1 }

    checkEqual(problem, nil)
    checkEqual(
      lines["credentials"]?.value,
      "OAuth 2 tokens: the password grant of the user 'alice' of the client 'shelf' at "
        + "http://127.0.0.1:8000/token (secrets REDACTED)")
    checkEqual(lines["credentials"]?.source, "\(path), line 3")
    checkEqual(
      lines["token kept"]?.value,
      "in \(folder.appendingPathComponent("app/tokens").path) until it runs out")
    check(!report.text.contains("wonderland") && !report.text.contains("s3cr3t"))
  }
}
