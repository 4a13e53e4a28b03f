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

/// `app create` on an API that is not json-server's: a Spring Data REST service, whose list is
/// HAL's and whose create answers with only a `Location`.
@Suite struct CreateCommandShapesTests {
  /// The books API: one book listed, a create answered `201` with only a `Location` (or with
  /// nothing at all when `locates` is false), the book read there.
  static func server(locates: Bool = true) throws -> HostileServer {
    try HostileServer { request, _ in
      switch (request.method, request.path) {
      case ("GET", "/api/books"):
        return [
          .response(
            200,
            body: #"{"_embedded": {"books": [{"title": "Reefs", "year": 2004}]}, "_links": {}}"#)
        ]
      case ("POST", "/api/books"):
        return [.response(201, headers: locates ? ["Location": "/api/books/3"] : [:])]
      case ("GET", "/api/books/3"):
        return [.response(200, body: #"{"title": "Tides", "year": 1998}"#)]
      default:
        return [.response(404, body: "{}")]
      }
    }
  }

  func run(_ arguments: [String], against server: HostileServer) async -> (
    ExitCode, ConsoleRecorder
  ) {
    let recorder = ConsoleRecorder()
    let status = await withDependencies {
      $0.urlSession = URLSession(configuration: .ephemeral)
    } operation: {
      await Application(console: recorder.console(), environment: [:]).run(
        arguments: arguments + [
          "--base-url", server.baseURL.absoluteString + "/api", "--no-cache",
        ])
    }
    return (status, recorder)
  }

  @Test func aCreateAnsweredWithOnlyALocationShowsTheRecordReadThere() async throws {
    let server = try Self.server()

    let (status, console) = await run(
      ["create", "books", "title=Tides", "year:=1998"], against: server)

    checkEqual(status, .success, "\(console.error)")
    checkEqual(console.output, "title  Tides\nyear   1998\n")
    checkEqual(
      server.requests.map { "\($0.method) \($0.path)" },
      [
        "GET /api/books", "POST /api/books", "GET /api/books/3",
      ])
  }

  @Test func aCreateAnsweredWithNeitherRecordNorLocationSaysItMayHaveBeenMade() async throws {
    let server = try Self.server(locates: false)

    let (status, console) = await run(
      ["create", "books", "title=Tides", "year:=1998"], against: server)

    checkEqual(status, .dataError)
    check(
      console.error.contains(
        "the server answered HTTP 201 with neither a book nor its Location; the book may have "
          + "been created"), "\(console.error)")
  }
}
