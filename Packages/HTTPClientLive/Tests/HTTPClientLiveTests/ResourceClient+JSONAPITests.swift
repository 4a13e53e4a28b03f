import Foundation
import HTTPClient
import HTTPClientLive
import JSONCoding
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A server of JSON:API found by what it answers, on loopback servers: reads refused for
/// asking for JSON are asked again in JSON:API's media type, and so is everything after; a
/// write refused for its media type is sent again as a JSON:API document; a server that names
/// its media type in an answer is spoken to in it from then on.
@Suite("ResourceClient: JSON:API found by its media type", .timeLimit(.minutes(1)))
struct ResourceClientJSONAPITests {
  private static let mediaType = "application/vnd.api+json"
  private static let book =
    #"{"data": {"type": "book", "id": "7", "attributes": {"title": "Tides"}, "#
    + #""relationships": {"author": {"data": {"type": "author", "id": "3"}}}}}"#

  /// A server that answers as Flask-Restless-NG does: `406` to an `Accept` other than
  /// JSON:API's, `415` to a write of another `Content-Type`, else the book (`201` to a
  /// create), in JSON:API's media type.
  private static func flaskRestless(address: String) throws -> HostileServer {
    try HostileServer(address: address) { request, _ in
      let refusal =
        #"{"errors": [{"status": "%d", "detail": "%@ must be application/vnd.api+json"}]}"#
      let type = ["Content-Type": mediaType]
      if let accept = request.headers["accept"], accept != mediaType {
        return [.response(406, headers: type, body: String(format: refusal, 406, "Accept"))]
      }
      if request.method != "GET", request.headers["content-type"] != mediaType {
        return [.response(415, headers: type, body: String(format: refusal, 415, "Content-Type"))]
      }
      return [.response(request.method == "POST" ? 201 : 200, headers: type, body: book)]
    }
  }

  private static func session(of server: HostileServer) -> HTTPSession {
    HTTPSession(
      session: URLSession(configuration: .ephemeral), baseURL: server.baseURL,
      userAgent: "JSONAPITests/1")
  }

  private static let books = ResourceDescription<JSONObject, JSONObject>(
    path: ["book"], singular: "book")

  @Test(arguments: ["127.0.0.1", "::1"])
  func aReadRefusedForAskingForJSONIsAskedAgainInJSONAPIAndSoIsEveryLaterOne(
    address: String
  ) async throws {
    let server = try Self.flaskRestless(address: address)
    let session = Self.session(of: server)
    let client = ResourceClient.live(Self.books, speakingJSONAPIAsFound: session)

    check(!session.speaksJSONAPI)
    let first = try await client.record("7")
    let second = try await client.record("7")

    checkEqual(first, ["id": "7", "title": "Tides", "author": ["type": "author", "id": "3"]])
    checkEqual(second, first)
    check(session.speaksJSONAPI)
    checkEqual(
      server.requests.map { $0.headers["accept"] },
      ["application/json", Self.mediaType, Self.mediaType])
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func aCreateRefusedForItsMediaTypeIsSentOnceMoreAsADocumentWithItsRelationships(
    address: String
  ) async throws {
    let server = try Self.flaskRestless(address: address)
    let client = ResourceClient.live(Self.books, speakingJSONAPIAsFound: Self.session(of: server))

    let created = try await client.create(
      ["title": "Tides", "author": ["type": "author", "id": "3"]], nil)

    checkEqual(created["id"], "7")
    checkEqual(server.requests.map(\.method), ["POST", "POST"])
    checkEqual(server.requests.map { $0.headers["content-type"] ?? "" }.last, Self.mediaType)
    let document = try JSONValue(parsing: try #require(server.requests.last).body)
    checkEqual(
      document,
      [
        "data": [
          "type": "book", "attributes": ["title": "Tides"],
          "relationships": ["author": ["data": ["type": "author", "id": "3"]]],
        ]
      ])
  }

  /// A server that takes `Accept: application/json` but answers in JSON:API's media type is
  /// written to in JSON:API once it has answered a read.
  @Test(arguments: ["127.0.0.1", "::1"])
  func aServerThatAnswersInJSONAPIIsWrittenToInIt(address: String) async throws {
    let server = try HostileServer(address: address) { request, _ in
      [.response(200, headers: ["Content-Type": "\(Self.mediaType); ext=bulk"], body: Self.book)]
    }
    let client = ResourceClient.live(Self.books, speakingJSONAPIAsFound: Self.session(of: server))

    _ = try await client.record("7")
    _ = try await client.update("7", ["title": "Tides"])

    checkEqual(server.requests.map(\.method), ["GET", "PATCH"])
    checkEqual(server.requests.last?.headers["content-type"], Self.mediaType)
    checkEqual(
      try JSONValue(parsing: try #require(server.requests.last).body),
      ["data": ["type": "book", "id": "7", "attributes": ["title": "Tides"]]])
  }

  /// A server of JSON that refuses with `406` for another reason is not taken for JSON:API:
  /// the refusal stands, asked once.
  @Test func aRefusalThatNamesNoJSONAPIStands() async throws {
    let server = try HostileServer { _, _ in
      [.response(406, body: #"{"error": "only text/csv"}"#)]
    }
    let session = Self.session(of: server)
    let client = ResourceClient.live(Self.books, speakingJSONAPIAsFound: session)

    let error = await #expect(throws: NetworkError.self) { try await client.record("7") }

    guard case .unexpectedStatus(406, _, _, _)? = error else {
      Issue.record("expected the 406, got \(String(describing: error))")
      return
    }
    check(!session.speaksJSONAPI)
    checkEqual(server.requests.count, 1)
  }

  /// A description whose settings name a form is never written as JSON:API.
  @Test func aFormIsNotTurnedIntoADocument() async throws {
    let server = try Self.flaskRestless(address: "127.0.0.1")
    let client = ResourceClient.live(
      Self.books.writing(.form), speakingJSONAPIAsFound: Self.session(of: server))

    _ = try? await client.record("7")
    await #expect(throws: NetworkError.self) { try await client.create(["title": "T"], nil) }

    checkEqual(
      server.requests.map { $0.headers["content-type"] ?? "" }.last,
      "application/x-www-form-urlencoded")
  }

  /// A refusal of the data in JSON:API's `errors`, by a server found to speak JSON:API, is a
  /// rejection at `409` as at `400`; so is one to the first request, in JSON:API's media type.
  @Test(arguments: [400, 409, 422])
  func aRefusalInJSONAPIsShapeIsARejectionWhateverItsStatus(status: Int) async throws {
    let server = try HostileServer { request, _ in
      guard request.method == "POST" else {
        return [.response(200, headers: ["Content-Type": Self.mediaType], body: Self.book)]
      }
      return [
        .response(
          status, headers: ["Content-Type": Self.mediaType],
          body: #"{"errors": [{"status": "\#(status)", "title": "Integrity Error", "#
            + #""detail": "UNIQUE constraint failed: book.title"}]}"#)
      ]
    }
    let client = ResourceClient.live(Self.books, speakingJSONAPIAsFound: Self.session(of: server))
    let first = await #expect(throws: NetworkError.self) {
      try await client.create(["title": "Tides"], nil)
    }
    guard case .rejected? = first else {
      Issue.record("expected a rejection, got \(String(describing: first))")
      return
    }

    let error = await #expect(throws: NetworkError.self) {
      try await client.create(["title": "Tides"], nil)
    }

    guard case .rejected(_, let fieldErrors)? = error else {
      Issue.record("expected a rejection, got \(String(describing: error))")
      return
    }
    checkEqual(fieldErrors.lines, [#""UNIQUE constraint failed: book.title""#])
  }
}
