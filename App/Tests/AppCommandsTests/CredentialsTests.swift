import AppCommands
import AppCommandsTestSupport
import Dependencies
import Foundation
import NetworkClientLive
import TerminalKit
import TerminalViews
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `-a`, `-A`, `$APP_AUTH`, `$APP_AUTH_TYPE` and header items, sent by every command that talks
/// to a server, against a loopback server that answers 401 without the credential it wants;
/// no secret is ever printed.
@Suite struct CredentialsTests {
  static let commands: [[String]] = [
    ["get", "/customers"], ["create", "customers", "name=Grace"],
    ["edit", "customers", "1", "name=Grace"], ["delete", "customers", "1", "--yes"],
  ]

  @Test(arguments: commands)
  func sendsBasicCredentialsOfAUserAndPassword(command: [String]) async throws {
    let basic = "Basic YWRhOnMzY3JldA=="
    let server = try HostileServer.wanting("Authorization", basic)
    defer { server.stop() }

    let (status, console) = await run(command + ["-a", "ada:s3cret"], against: server)

    checkEqual(status, .success, "\(console.error)")
    check(!server.requests.isEmpty)
    check(server.requests.allSatisfy { $0.headers["authorization"] == basic })
    check(!(console.output + console.error).contains("s3cret"))
  }

  @Test(arguments: commands)
  func sendsABearerTokenFromTheEnvironment(command: [String]) async throws {
    let server = try HostileServer.wanting("Authorization", "Bearer t0k3n")
    defer { server.stop() }

    let (status, console) = await run(
      command, against: server, environment: ["APP_AUTH": "t0k3n", "APP_AUTH_TYPE": "bearer"])

    checkEqual(status, .success, "\(console.error)")
    check(!(console.output + console.error).contains("t0k3n"))
  }

  @Test(arguments: commands)
  func sendsAnAPIKeyHeaderItem(command: [String]) async throws {
    let server = try HostileServer.wanting("X-API-Key", "k1-secret")
    defer { server.stop() }

    let (status, console) = await run(command + ["X-API-Key:k1-secret"], against: server)

    checkEqual(status, .success, "\(console.error)")
    check(server.requests.allSatisfy { $0.headers["x-api-key"] == "k1-secret" })
    check(!(console.output + console.error).contains("k1-secret"))
  }

  @Test func aHeaderItemReplacesTheFieldOfTheSameNameThatDashASends() async throws {
    let server = try HostileServer.wanting("Authorization", "Bearer item")
    defer { server.stop() }

    let (status, _) = await run(
      ["get", "/customers", "-A", "bearer", "-a", "option", "authorization:Bearer item"],
      against: server)

    checkEqual(status, .success)
    checkEqual(server.requests.first?.headers["authorization"], "Bearer item")
  }

  @Test func aRefusalSaysWhatWasSentWithoutItsSecret() async throws {
    let server = try HostileServer.wanting("Authorization", "Bearer right")
    defer { server.stop() }

    let (status, console) = await run(
      ["get", "/customers", "-A", "bearer", "-a", "wrong-t0k3n"], against: server)

    checkEqual(status, .noPermission)
    check(console.error.contains("(check a bearer token of -a)"), "\(console.error)")
    check(!console.error.contains("wrong-t0k3n"))
  }

  @Test func aRefusalOfARequestWithoutCredentialsSaysHowToGiveThem() async throws {
    let server = try HostileServer.wanting("X-API-Key", "k1")
    defer { server.stop() }

    let (status, console) = await run(["get", "/customers"], against: server)

    checkEqual(status, .noPermission)
    check(console.error.contains("give credentials: -a USER:PASSWORD, -A bearer -a TOKEN"))
  }

  @Test func aRefusedHeaderItemIsNamedNotShown() async throws {
    let server = try HostileServer.wanting("X-API-Key", "k1")
    defer { server.stop() }

    let (status, console) = await run(
      ["get", "/customers", "X-API-Key:wrong-k3y"], against: server)

    checkEqual(status, .noPermission)
    check(console.error.contains("(check the header X-API-Key)"), "\(console.error)")
    check(!console.error.contains("wrong-k3y"))
  }
}
