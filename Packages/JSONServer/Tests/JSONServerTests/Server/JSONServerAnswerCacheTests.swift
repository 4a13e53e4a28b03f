import Foundation
import Testing

@testable import JSONServer

/// A server answers reads from the answers it keeps, and every answer is still the one it
/// would make afresh: after writes and reloads, and per request for the headers that depend on
/// the request (`Origin`, `If-None-Match`, `Host`).
@Suite struct JSONServerAnswerCacheTests {
  private func get(_ server: JSONServer, _ target: String, _ headers: [String: String] = [:])
    -> JSONServerResponse
  {
    server.respond(
      to: JSONServerRequest(
        method: "GET", target: target,
        headers: headers.merging(["Host": "localhost:3000"]) { a, _ in a }))
  }

  @Test func answersTheSameReadAgainWithTheSameAnswer() throws {
    let server = try JSONServer.make()
    let first = get(server, "/posts?_page=1&_limit=2")
    let second = get(server, "/posts?_page=1&_limit=2")

    #expect(first == second)
    #expect(try listedIDs(second) == [1, 2])
  }

  @Test func givesAKeptAnswerAloneOnlyOnceItIsMade() throws {
    let server = try JSONServer.make()
    let request = JSONServerRequest(
      method: "GET", target: "/posts?_sort=views", headers: ["Host": "localhost:3000"])
    #expect(server.keptResponse(to: request) == nil)

    let made = server.respond(to: request)

    #expect(server.keptResponse(to: request) == made)
    var revalidating = request
    revalidating.headers["If-None-Match"] = made.headers["ETag"]
    #expect(server.keptResponse(to: revalidating)?.status == 304)
    let write = JSONServerRequest(
      method: "POST", target: "/posts", headers: ["Content-Type": "application/json"],
      body: Data("{}".utf8))
    #expect(server.keptResponse(to: write) == nil)
    #expect(try listedIDs(server.get("/posts")) == [1, 2, 3], "the write was not made")
    #expect(server.keptResponse(to: request) == made)
  }

  @Test func aWriteIsSeenByTheNextRead() throws {
    let server = try JSONServer.make()
    #expect(try listedIDs(get(server, "/posts")) == [1, 2, 3])
    let before = get(server, "/posts/1")

    _ = try server.send("POST", "/posts", json: #"{"title": "new"}"#)
    _ = try server.send("PATCH", "/posts/1", json: #"{"views": 11}"#)

    #expect(try listedIDs(get(server, "/posts")) == [1, 2, 3, 4])
    let after = get(server, "/posts/1")
    #expect(after.text.contains(#""views": 11"#))
    #expect(after.headers["ETag"] != before.headers["ETag"])
  }

  @Test func aWriteToTheSampleDataIsSeenByTheNextRead() throws {
    let server = JSONServer(sample: .standard)
    #expect(get(server, "/posts/1").status == 200)
    #expect(try server.send("DELETE", "/posts/1").status == 200)
    #expect(get(server, "/posts/1").status == 404)
  }

  @Test func echoesEachRequestsOriginOnAKeptAnswer() throws {
    let server = try JSONServer.make()
    let first = get(server, "/posts/1", ["Origin": "http://one.example"])
    let second = get(server, "/posts/1", ["Origin": "http://two.example"])
    let none = get(server, "/posts/1")

    #expect(first.headers["Access-Control-Allow-Origin"] == "http://one.example")
    #expect(second.headers["Access-Control-Allow-Origin"] == "http://two.example")
    #expect(none.headers["Access-Control-Allow-Origin"] == nil)
    #expect(none.headers["Vary"] == "Origin")
    #expect(first.body == none.body)
  }

  @Test func answers304OnlyToTheRequestThatHasTheTag() throws {
    let server = try JSONServer.make()
    let full = get(server, "/posts/2")
    let tag = try #require(full.headers["ETag"])

    let revalidated = get(server, "/posts/2", ["If-None-Match": tag])
    let again = get(server, "/posts/2")
    let forced = get(server, "/posts/2", ["If-None-Match": tag, "Cache-Control": "no-cache"])

    #expect(revalidated.status == 304 && revalidated.body.isEmpty)
    #expect(revalidated.headers["ETag"] == tag)
    #expect(again == full)
    #expect(forced == full)
  }

  @Test func makesTheLinksOfEachRequestsHost() throws {
    let server = try JSONServer.make()
    let local = get(server, "/posts?_page=2&_limit=1")
    let other = server.respond(
      to: JSONServerRequest(
        method: "GET", target: "/posts?_page=2&_limit=1", headers: ["Host": "api.example"]))

    #expect(local.headers["Link"]?.contains("http://localhost:3000/posts") == true)
    #expect(other.headers["Link"]?.contains("http://api.example/posts") == true)
  }

  @Test func keepsItsAnswersThroughWritesThatChangeNothing() throws {
    let fake = try JSONServer.make(options: JSONServerOptions(isFake: true))
    let readOnly = try JSONServer.make(options: JSONServerOptions(isReadOnly: true))
    let sample = JSONServer(sample: .standard)

    #expect(try fake.send("POST", "/posts", json: #"{"title": "x"}"#).status == 201)
    #expect(try readOnly.send("POST", "/posts", json: #"{"title": "x"}"#).status == 403)
    #expect(try sample.send("PATCH", "/posts/999", json: #"{"title": "x"}"#).status == 404)
    #expect(try sample.send("POST", "/posts", json: #"{"title": ""}"#).status == 422)

    #expect(fake.version == 0)
    #expect(readOnly.version == 0)
    #expect(sample.version == 0)
  }

  @Test func movesOnWithEveryWriteThatChangesTheData() throws {
    let server = try JSONServer.make()
    let before = get(server, "/posts/1")

    #expect(try server.send("DELETE", "/posts/9").status == 404)
    #expect(server.version == 0)
    #expect(get(server, "/posts/1") == before)
    #expect(try server.send("PATCH", "/posts/1", json: #"{"views": 11}"#).status == 200)
    #expect(server.version == 1)
    #expect(get(server, "/posts/1").text.contains(#""views": 11"#))
  }
}
