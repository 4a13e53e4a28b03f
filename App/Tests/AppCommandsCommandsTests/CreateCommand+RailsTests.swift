import AppCommandsTestSupport
import Dependencies
import Foundation
import NetworkClientLive
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `app create` and `app edit` on a Rails API whose settings (`servers.json`) say how it takes
/// records: `/users.json`, `/users/7.json`, and bodies under `user`.
@Suite struct CreateCommandRailsTests {
  /// Runs the program against `server`, with settings saying it is a Rails API.
  func run(_ arguments: [String], against server: HostileServer) async throws -> (
    ExitCode, ConsoleRecorder
  ) {
    try await AppCommandsTestSupport.run(
      arguments, against: server,
      settings: #"{"records": {"root": "singular", "extension": "json"}}"#)
  }

  /// The one user of the server.
  static let user = #"{"id": 7, "first_name": "Grace", "email": "grace@example.com"}"#

  /// A Rails server of ``user``, at `/users.json` and `/users/7.json`, answering the other
  /// requests with `writes`, else `404`.
  static func server(
    _ writes: @escaping @Sendable (HostileServer.Request) -> [HostileServer.Step]?
  ) throws -> HostileServer {
    try HostileServer { request, _ in
      switch (request.method, request.path) {
      case ("GET", "/users.json"): return [.response(200, body: "[\(user)]")]
      case ("GET", "/users/7.json"): return [.response(200, body: user)]
      default: return writes(request) ?? [.response(404, body: "{}")]
      }
    }
  }

  @Test func createsAndEditsUnderTheSingularAtPathsOfTheFormat() async throws {
    let server = try Self.server { request in
      ["/users.json", "/users/7.json"].contains(request.path)
        ? [.response(request.method == "POST" ? 201 : 200, body: Self.user)] : nil
    }

    let (created, create) = try await run(
      ["create", "users", "first_name=Grace", "email=grace@example.com"], against: server)
    let (edited, edit) = try await run(
      ["edit", "users", "7", "first_name=Grace"], against: server)

    checkEqual(created, .success, "\(create.error)")
    checkEqual(edited, .success, "\(edit.error)")
    let writes = server.requests.filter { $0.method != "GET" }
    checkEqual(writes.map(\.path), ["/users.json", "/users/7.json"])
    checkEqual(
      writes.map { String(decoding: $0.body, as: UTF8.self) },
      [
        #"{"user":{"first_name":"Grace","email":"grace@example.com"}}"#,
        #"{"user":{"first_name":"Grace"}}"#,
      ])
  }

  @Test func deletesAtThePathOfTheFormatAndShowsRailsRefusals() async throws {
    let server = try Self.server { request in
      switch (request.method, request.path) {
      case ("POST", "/users.json"):
        return [
          .response(
            422, body: #"{"email": ["has already been taken"], "first_name": ["is too short"]}"#)
        ]
      case ("DELETE", "/users/7.json"): return [.response(204)]
      default: return nil
      }
    }

    let (refused, refusal) = try await run(
      ["create", "users", "first_name=G", "email=grace@example.com"], against: server)
    let (deleted, delete) = try await run(["delete", "users", "7", "--yes"], against: server)
    let (missing, gone) = try await run(["delete", "users", "8", "--yes"], against: server)

    checkEqual(refused, .dataError)
    checkEqual(
      refusal.error, "app: first_name: \"is too short\"\napp: email: \"has already been taken\"\n")
    checkEqual(deleted, .success, "\(delete.error)")
    checkEqual(delete.output, "Deleted users 7.\n")
    checkEqual(missing, .notFound)
    checkEqual(gone.error, "app: user 8 not found\n")
    checkEqual(
      server.requests.filter { $0.method == "DELETE" }.map(\.path),
      [
        "/users/7.json", "/users/8.json",
      ])
  }
}
