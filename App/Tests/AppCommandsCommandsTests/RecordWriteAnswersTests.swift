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

/// What `create`, `edit` and `delete` make of a server's answers to their writes: field errors
/// in any shipped shape, a record gone meanwhile, and a write that got no answer.
@Suite struct RecordWriteAnswersTests {
  /// A server that lists one customer, answers `GET /customers/7` with it, and a write with
  /// `write`.
  static func server(answeringWrites write: [HostileServer.Step]) throws -> HostileServer {
    try HostileServer { request, _ in
      switch (request.method, request.path) {
      case ("GET", "/customers"):
        [.response(200, body: #"[{"id": 7, "name": "Ada", "email": "ada@example.com"}]"#)]
      case ("GET", "/customers/7"):
        [.response(200, body: #"{"id": 7, "name": "Ada", "email": "ada@example.com"}"#)]
      default:
        write
      }
    }
  }

  @Test(arguments: [
    (422, #"{"errors": {"email": ["is taken"]}}"#),
    (
      400, #"{"errors": [{"detail": "is taken", "source": {"pointer": "/data/attributes/email"}}]}"#
    ),
    (422, #"{"email": ["is taken"]}"#),
  ])
  func showsTheServersFieldErrorsUnderTheirFields(status: Int, body: String) async throws {
    let server = try Self.server(answeringWrites: [.response(status, body: body)])

    let (exit, console) = await run(
      ["create", "customers", "name=Grace", "email=ada@example.com"], against: server)

    checkEqual(exit, .dataError)
    checkEqual(console.error, #"app: email: "is taken""# + "\n")
    check(console.output.isEmpty)
  }

  @Test(arguments: [
    (422, #"{"errors": {"base": ["The plan is full"]}}"#),
    (422, #"{"errors": ["The plan is full"]}"#),
    (400, #"{"errors": [{"detail": "The plan is full"}]}"#),
    (400, #"{"error": {"type": "invalid_request_error", "message": "The plan is full"}}"#),
  ])
  func showsAMessageThatNamesNoFieldAsTheCommandsOwn(status: Int, body: String) async throws {
    let server = try Self.server(answeringWrites: [.response(status, body: body)])

    let (exit, console) = await run(
      ["create", "customers", "name=Grace", "email=grace@example.com"], against: server)

    checkEqual(exit, .dataError)
    checkEqual(console.error, #"app: "The plan is full""# + "\n")
    check(console.output.isEmpty)
  }

  @Test func showsTheMessageOfNoFieldAboveTheFieldsOnes() async throws {
    let server = try Self.server(answeringWrites: [
      .response(422, body: #"{"errors": {"email": ["is taken"], "base": ["Locked"]}}"#)
    ])

    let (exit, console) = await run(
      ["edit", "customers", "7", "email=grace@example.com"], against: server)

    checkEqual(exit, .dataError)
    checkEqual(console.error, #"app: "Locked""# + "\n" + #"app: email: "is taken""# + "\n")
  }

  @Test func saysARecordGoneMeanwhile() async throws {
    let server = try Self.server(answeringWrites: [.response(404, body: "{}")])

    let (exit, console) = await run(["edit", "customers", "7", "name=Grace"], against: server)

    checkEqual(exit, .notFound)
    checkEqual(console.error, "app: customer 7 not found\n")
  }

  @Test func saysAWriteWithoutAnAnswerMayHaveBeenCarriedOut() async throws {
    let server = try Self.server(answeringWrites: [])

    let (exit, console) = await run(
      ["create", "customers", "name=Grace", "email=grace@example.com"], against: server)

    checkEqual(exit, .unansweredWrite)
    check(console.error.contains("it may have been carried out"))
    checkEqual(server.requests.filter { $0.method == "POST" }.count, 1, "not sent again")
  }

  @Test func saysNoWayToSendAgainAWriteThatMayHaveBeenCarriedOut() async throws {
    let server = try Self.server(answeringWrites: [])

    let (exit, console) = await run(
      ["create", "customers"], against: server, terminal: true,
      answers: ["Grace", "grace@example.com"])

    checkEqual(exit, .unansweredWrite)
    check(console.error.contains("it may have been carried out"))
    check(!console.error.contains("to try again"), "sending it again could make a second one")
  }

  @Test func asksNothingAndSendsNothingForACollectionWithoutRecords() async throws {
    let server = try HostileServer { _, _ in [.response(200, body: "[]")] }

    let (exit, console) = await run(["create", "customers"], against: server, terminal: true)

    checkEqual(exit, .usage)
    check(
      console.error.hasPrefix(
        "app: no fields to ask for: customers has no records to learn them from; give them "
          + "as name=text or name:=json\nusage: app create"))
    checkEqual(server.requests.map(\.method), ["GET"])
  }

  @Test func sendsTheQueryItemsAndTheBodyAsJSON() async throws {
    let server = try Self.server(answeringWrites: [
      .response(201, body: #"{"id": 8, "name": "Grace", "email": "g@example.com", "age": 85}"#)
    ])

    let (exit, console) = await run(
      ["create", "customers", "name=Grace", "email=g@example.com", "age:=85", "dry==1"],
      against: server)

    checkEqual(exit, .success, "\(console.error)")
    let post = try #require(server.requests.first { $0.method == "POST" })
    checkEqual(post.path, "/customers?dry=1")
    checkEqual(
      String(decoding: post.body, as: UTF8.self),
      #"{"name":"Grace","email":"g@example.com","age":85}"#)
    checkEqual(post.headers["content-type"]?.hasPrefix("application/json"), true)
    check(console.output.hasPrefix("id     8\n"))
  }
}
