import ArgumentParsing
import Foundation
import HTTPClient
import ServerSettingsKit
import TestSupport
import Testing

@testable import ClientCommandLine

@Suite struct ClientSettingsCredentialsHintTests {
  func settings(
    _ arguments: [String] = ["posts"], server: ServerSettings
  ) throws -> ClientSettings {
    var settings = try ClientCommandLineTests.settings(
      arguments + ["--base-url", "http://127.0.0.1:9"])
    settings.server = server
    if settings.authentication == nil {
      settings.authentication = server.authentication
    }
    return settings
  }

  var server: ServerSettings {
    var server = ServerSettings()
    server.headers = ["Accept": "text/csv", "X-Tenant": "blue", "X-API-Key": "k0"]
    server.secretHeaderNames = ["x-tenant"]
    return server
  }

  @Test func dashAReplacesTheCredentialsOfTheSettings() throws {
    var server = self.server
    server.authentication = Authentication("from-settings", kind: .bearer, origin: "servers.json")

    let dashA = try settings(["posts", "-a", "ada:pw"], server: server)
    let withoutDashA = try settings(server: server)
    let authorization = server.requestFields(authentication: dashA.authentication)
      .credentials.headers["Authorization"]

    checkEqual(
      authorization, Credentials.basic(user: "ada", password: "pw").headers["Authorization"])
    checkEqual(
      server.requestFields(authentication: withoutDashA.authentication).credentials
        .headers["Authorization"], "Bearer from-settings", "without -a, the settings' token")
  }

  @Test func aRefusalNamesTheSettingsSecretHeadersNotTheirValues() throws {
    let hint = try settings(server: server).credentialsHint()([])

    checkEqual(hint, "check the header X-API-Key, X-Tenant of servers.json")
  }

  @Test func theShownCommandLineRedactsTheSettingsSecretHeaders() throws {
    let parsed = try appCommandLine.parse(["create", "a", "X-Tenant:red", "Accept:x"])

    let line = appOptions.shownCommandLine(
      parsed, adding: [], secretHeaders: try settings(server: server).server.allSecretHeaderNames)

    check(line.contains("X-Tenant:REDACTED") && line.contains("Accept:x"))
  }

  @Test func saysWhereCredentialsGoOrToCheckTheOnesGiven() throws {
    let bare = try #require(URL(string: "http://127.0.0.1:9"))
    let withUser = try #require(URL(string: "http://ada:secretpw@127.0.0.1:9"))

    checkEqual(
      ClientSettings.credentialsHint(baseURL: bare, sent: nil, sentScheme: nil, wanted: []),
      "give credentials: -a USER:PASSWORD, -A bearer -a TOKEN, or a header such as "
        + "X-API-Key:KEY")
    checkEqual(
      ClientSettings.credentialsHint(baseURL: withUser, sent: nil, sentScheme: nil, wanted: []),
      "check the user and password in --base-url")
    checkEqual(
      ClientSettings.credentialsHint(
        baseURL: withUser, sent: "a bearer token of -a", sentScheme: nil, wanted: []),
      "check a bearer token of -a", "what was sent last is what to check")
    checkEqual(ClientSettings(baseURL: nil).credentialsHint()(["Bearer"]), nil)
  }

  @Test(
    arguments: [
      (nil, nil, ["Bearer"], "this server wants a bearer token: -A bearer -a TOKEN"),
      (nil, nil, ["Basic"], "this server wants a user and password: -a USER:PASSWORD"),
      (nil, nil, ["Token"], "this server wants a Token: -A token -a TOKEN"),
      (
        nil, nil, ["Basic", "bearer"],
        "this server takes a bearer token (-A bearer -a TOKEN) or a user and password "
          + "(-a USER:PASSWORD)"
      ),
      (
        "Basic credentials of the user 'ada' of -a", "basic", ["Bearer"],
        "sent Basic credentials of the user 'ada' of -a; this server wants a bearer token: "
          + "-A bearer -a TOKEN"
      ),
      ("a bearer token of -a", "bearer", ["Bearer"], "check a bearer token of -a"),
      (
        "the header X-API-Key", nil, ["Bearer"],
        "sent the header X-API-Key; this server wants a bearer token: -A bearer -a TOKEN"
      ),
      (
        nil, nil, ["Digest"],
        "this server asks for Digest credentials, which this program does not make; give what "
          + "it wants as a header, such as Authorization:'Digest …'"
      ),
    ] as [(String?, String?, [String], String)])
  func saysWhatTheServerWantsWhenItIsNotWhatWasSent(
    sent: String?, scheme: String?, wanted: [String], hint: String
  ) throws {
    let root = try #require(URL(string: "http://127.0.0.1:9"))

    checkEqual(
      ClientSettings.credentialsHint(baseURL: root, sent: sent, sentScheme: scheme, wanted: wanted),
      hint)
  }

  @Test func aUserInTheBaseURLIsWhatWasSent() throws {
    let withUser = try #require(URL(string: "http://ada:pw@127.0.0.1:9"))

    checkEqual(
      ClientSettings.credentialsHint(
        baseURL: withUser, sent: nil, sentScheme: nil, wanted: ["Basic"]),
      "check the user and password in --base-url")
    checkEqual(
      ClientSettings.credentialsHint(
        baseURL: withUser, sent: nil, sentScheme: nil, wanted: ["Bearer"]),
      "sent the user and password in --base-url; this server wants a bearer token: "
        + "-A bearer -a TOKEN")
  }
}
