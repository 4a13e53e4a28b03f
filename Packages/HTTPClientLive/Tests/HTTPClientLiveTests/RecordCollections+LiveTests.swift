import Foundation
import HTTPClient
import HTTPClientLive
import JSONCoding
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("RecordCollections on an HTTPSession", .timeLimit(.minutes(1)))
struct RecordCollectionsLiveTests {
  private func collections(of server: HostileServer) -> RecordCollections {
    .live(
      session: HTTPSession(
        session: URLSession(configuration: .ephemeral), baseURL: server.baseURL,
        userAgent: "RecordCollectionsLiveTests/1"))
  }

  @Test(
    "a change a server refuses without a version is sent again for the one just read",
    arguments: ["127.0.0.1", "::1"])
  func sendsTheVersionWhenRequired(address: String) async throws {
    let server = try HostileServer(address: address) { request, _ in
      switch (request.method, request.headers["if-match"]) {
      case ("GET", _):
        [.response(200, headers: ["ETag": #""v7""#], body: #"{"id": 7, "name": "Ada"}"#)]
      case (_, nil): [.response(428, body: #"{"error": "If-Match required"}"#)]
      default: [.response(200, body: #"{"id": 7, "name": "Grace"}"#)]
      }
    }

    let changed = try await collections(of: server).client(of: "customers").update(
      "7", ["name": "Grace"])

    checkEqual(changed, ["id": 7, "name": "Grace"])
    checkEqual(server.requests.map(\.method), ["PATCH", "GET", "PATCH"])
    checkEqual(server.requests.last?.headers["if-match"], #""v7""#)
  }

  @Test("the database is read as the JSON value it is", arguments: ["127.0.0.1", "::1"])
  func readsAPath(address: String) async throws {
    let server = try HostileServer(address: address) { _, _ in
      [.response(200, body: #"{"posts": [{"id": 1}]}"#)]
    }

    let database = try await collections(of: server).read(["db"])

    checkEqual(database, ["posts": [["id": 1]]])
    checkEqual(server.requests.map(\.path), ["/db"])
  }

  @Test(
    "the base URL's own JSON form is read beside it, with the session's credentials",
    arguments: ["127.0.0.1", "::1"])
  func readsTheBaseURLAsJSON(address: String) async throws {
    let server = try HostileServer(address: address) { _, _ in
      [.response(200, body: #"{"database": "library", "tables": []}"#)]
    }
    var session = HTTPSession(
      session: URLSession(configuration: .ephemeral),
      baseURL: server.baseURL.appendingPathComponent("library"),
      userAgent: "RecordCollectionsLiveTests/1")
    session.credentials = .bearer("t0k3n")
    let read = try #require(RecordCollections.live(session: session).readBaseAsJSON)

    let index = try await read()

    checkEqual(index, ["database": "library", "tables": []])
    checkEqual(server.requests.map(\.path), ["/library.json"])
    checkEqual(server.requests.first?.headers["authorization"], "Bearer t0k3n")
  }

  @Test func aBaseURLWithoutAPathHasNoJSONFormToRead() throws {
    let base = try #require(URL(string: "http://127.0.0.1:3000"))
    let session = HTTPSession(baseURL: base, userAgent: "RecordCollectionsLiveTests/1")

    check(RecordCollections.live(session: session).readBaseAsJSON == nil)
  }
}
