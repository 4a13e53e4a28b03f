import Foundation
import TestSupport
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

    checkEqual(first, second)
    try checkEqual(listedIDs(second), [1, 2])
  }

  @Test func givesAKeptAnswerAloneOnlyOnceItIsMade() throws {
    let server = try JSONServer.make()
    let request = JSONServerRequest(
      method: "GET", target: "/posts?_sort=views", headers: ["Host": "localhost:3000"])
    checkEqual(server.keptResponse(to: request), nil)

    let made = server.respond(to: request)

    checkEqual(server.keptResponse(to: request), made)
    var revalidating = request
    revalidating.headers["If-None-Match"] = made.headers["ETag"]
    checkEqual(server.keptResponse(to: revalidating)?.status, 304)
    let write = JSONServerRequest(
      method: "POST", target: "/posts", headers: ["Content-Type": "application/json"],
      body: Data("{}".utf8))
    checkEqual(server.keptResponse(to: write), nil)
    try checkEqual(listedIDs(server.get("/posts")), [1, 2, 3], "the write was not made")
    checkEqual(server.keptResponse(to: request), made)
  }

  @Test func aWriteIsSeenByTheNextRead() throws {
    let server = try JSONServer.make()
    try checkEqual(listedIDs(get(server, "/posts")), [1, 2, 3])
    let before = get(server, "/posts/1")

    _ = try server.send("POST", "/posts", json: #"{"title": "new"}"#)
    _ = try server.send("PATCH", "/posts/1", json: #"{"views": 11}"#)

    try checkEqual(listedIDs(get(server, "/posts")), [1, 2, 3, 4])
    let after = get(server, "/posts/1")
    check(after.text.contains(#""views": 11"#))
    check(after.headers["ETag"] != before.headers["ETag"])
  }

  @Test func aWriteToTheSampleDataIsSeenByTheNextRead() throws {
    let server = JSONServer(sample: .standard)
    checkEqual(get(server, "/posts/1").status, 200)
    try checkEqual(server.send("DELETE", "/posts/1").status, 200)
    checkEqual(get(server, "/posts/1").status, 404)
  }

  @Test func echoesEachRequestsOriginOnAKeptAnswer() throws {
    let server = try JSONServer.make()
    let first = get(server, "/posts/1", ["Origin": "http://one.example"])
    let second = get(server, "/posts/1", ["Origin": "http://two.example"])
    let none = get(server, "/posts/1")

    checkEqual(first.headers["Access-Control-Allow-Origin"], "http://one.example")
    checkEqual(second.headers["Access-Control-Allow-Origin"], "http://two.example")
    checkEqual(none.headers["Access-Control-Allow-Origin"], nil)
    checkEqual(none.headers["Vary"], "Origin")
    checkEqual(first.body, none.body)
  }

  @Test func answers304OnlyToTheRequestThatHasTheTag() throws {
    let server = try JSONServer.make()
    let full = get(server, "/posts/2")
    let tag = try #require(full.headers["ETag"])

    let revalidated = get(server, "/posts/2", ["If-None-Match": tag])
    let again = get(server, "/posts/2")
    let forced = get(server, "/posts/2", ["If-None-Match": tag, "Cache-Control": "no-cache"])

    check(revalidated.status == 304 && revalidated.body.isEmpty)
    checkEqual(revalidated.headers["ETag"], tag)
    checkEqual(again, full)
    checkEqual(forced, full)
  }

  @Test func makesTheLinksOfEachRequestsHost() throws {
    let server = try JSONServer.make()
    let local = get(server, "/posts?_page=2&_limit=1")
    let other = server.respond(
      to: JSONServerRequest(
        method: "GET", target: "/posts?_page=2&_limit=1", headers: ["Host": "api.example"]))

    checkEqual(local.headers["Link"]?.contains("http://localhost:3000/posts"), true)
    checkEqual(other.headers["Link"]?.contains("http://api.example/posts"), true)
  }

  @Test func keepsItsAnswersThroughWritesThatChangeNothing() throws {
    let fake = try JSONServer.make(options: JSONServerOptions(isFake: true))
    let readOnly = try JSONServer.make(options: JSONServerOptions(isReadOnly: true))
    let sample = JSONServer(sample: .standard)

    try checkEqual(fake.send("POST", "/posts", json: #"{"title": "x"}"#).status, 201)
    try checkEqual(readOnly.send("POST", "/posts", json: #"{"title": "x"}"#).status, 403)
    try checkEqual(sample.send("PATCH", "/posts/999", json: #"{"title": "x"}"#).status, 404)
    try checkEqual(sample.send("POST", "/posts", json: #"{"title": ""}"#).status, 422)

    checkEqual(fake.version, 0)
    checkEqual(readOnly.version, 0)
    checkEqual(sample.version, 0)
  }

  @Test func movesOnWithEveryWriteThatChangesTheData() throws {
    let server = try JSONServer.make()
    let before = get(server, "/posts/1")

    try checkEqual(server.send("DELETE", "/posts/9").status, 404)
    checkEqual(server.version, 0)
    checkEqual(get(server, "/posts/1"), before)
    try checkEqual(server.send("PATCH", "/posts/1", json: #"{"views": 11}"#).status, 200)
    checkEqual(server.version, 1)
    check(get(server, "/posts/1").text.contains(#""views": 11"#))
  }
}
