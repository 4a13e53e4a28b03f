import ArgumentParsing
import Foundation
import NetworkClient
import ServerSettingsKit
import TestSupport
import Testing

@testable import AppCommands

@Suite struct SettingsCredentialsTests {
  func settings(
    _ arguments: [String] = ["posts"], server: ServerSettings
  ) throws -> Settings {
    var settings = try AppCommandsTests.settings(
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

    let authorization = try settings(["posts", "-a", "ada:pw"], server: server)
      .requestFields(adding: RequestItems()).credentials.headers["Authorization"]

    checkEqual(
      authorization, Credentials.basic(user: "ada", password: "pw").headers["Authorization"])
    try checkEqual(
      settings(server: server).requestFields(adding: RequestItems()).credentials
        .headers["Authorization"], "Bearer from-settings", "without -a, the settings' token")
  }

  @Test func aRefusalNamesTheSettingsSecretHeadersNotTheirValues() throws {
    let hint = try settings(server: server).credentialsHint()([])

    checkEqual(hint, "check the header X-API-Key, X-Tenant of servers.json")
  }

  @Test func theShownCommandLineRedactsTheSettingsSecretHeaders() throws {
    let parsed = try AppCommandLine.spec.parse(["get", "/a", "X-Tenant:red", "Accept:x"])

    let line = CommandContext.commandLine(
      parsed, adding: [], secretHeaders: try settings(server: server).secretHeaderNames)

    check(line.contains("X-Tenant:REDACTED") && line.contains("Accept:x"))
  }
}
