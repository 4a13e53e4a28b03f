import Foundation
import TestSupport
import Testing

@testable import JSONServer

/// What json-server adds around its router: cross-origin headers and preflights, no caching
/// with a weak `ETag` and 304s, read-only and fake writes, and JSONP.
@Suite struct JSONServerDefaultsTests {
  let server: JSONServer

  init() throws {
    server = try JSONServer.make()
  }

  @Test func echoesTheOriginWithCredentials() throws {
    let response = try server.get("/posts", headers: ["Origin": "http://app.example"])
    checkEqual(response.headers["Access-Control-Allow-Origin"], "http://app.example")
    checkEqual(response.headers["Access-Control-Allow-Credentials"], "true")
    checkEqual(response.headers["Vary"], "Origin")
    try checkEqual(server.get("/posts").headers["Access-Control-Allow-Origin"], nil)
  }

  @Test func answersAPreflight() throws {
    let response = try server.send(
      "OPTIONS", "/posts/1",
      headers: ["Origin": "http://app.example", "Access-Control-Request-Headers": "content-type"])
    checkEqual(response.status, 204)
    check(response.body.isEmpty)
    checkEqual(response.headers["Access-Control-Allow-Methods"], "GET,HEAD,PUT,PATCH,POST,DELETE")
    checkEqual(response.headers["Access-Control-Allow-Headers"], "content-type")
    checkEqual(response.headers["Access-Control-Allow-Origin"], "http://app.example")
    checkEqual(response.headers["Content-Length"], "0")
  }

  /// As Express's `res.jsonp` sends it, on every answer of the router but `/__rules`, which
  /// json-server answers with `res.json`.
  @Test func tellsBrowsersNotToSniffTheRoutersAnswers() throws {
    var options = JSONServerOptions()
    options.rewriteRules = RewriteRules([.init(pattern: "/api/*", destination: "/$1")])
    let server = try JSONServer.make(options: options)

    try checkEqual(server.get("/posts").headers["X-Content-Type-Options"], "nosniff")
    try checkEqual(server.get("/nope").headers["X-Content-Type-Options"], "nosniff")
    try checkEqual(server.get("/posts?callback=f").headers["X-Content-Type-Options"], "nosniff")
    try checkEqual(
      server.send("POST", "/posts", json: "{}").headers["X-Content-Type-Options"], "nosniff")
    try checkEqual(server.get("/__rules").headers["X-Content-Type-Options"], nil)
    try checkEqual(server.send("OPTIONS", "/posts").headers["X-Content-Type-Options"], nil)
  }

  @Test func sendsNoCrossOriginHeadersWhenToldNot() throws {
    let closed = try JSONServer.make(options: JSONServerOptions(allowsCrossOrigin: false))
    let response = try closed.get("/posts", headers: ["Origin": "http://app.example"])
    checkEqual(response.headers["Access-Control-Allow-Origin"], nil)
    let options = try closed.send("OPTIONS", "/posts")
    checkEqual(options.status, 200)
    // In json-server's order, as its differential harness showed it.
    checkEqual(options.headers["Allow"], "GET,POST,HEAD")
    checkEqual(options.text, "GET,POST,HEAD")
    try checkEqual(closed.send("OPTIONS", "/posts/1").headers["Allow"], "GET,PUT,PATCH,DELETE,HEAD")
    try checkEqual(closed.send("OPTIONS", "/profile").headers["Allow"], "GET,POST,PUT,PATCH,HEAD")
    try checkEqual(closed.send("OPTIONS", "/a/1/b").headers["Allow"], "GET,HEAD,POST")
    try checkEqual(closed.send("OPTIONS", "/nope").status, 404)
  }

  @Test func forbidsCaching() throws {
    let response = try server.get("/nope")
    checkEqual(response.headers["Cache-Control"], "no-cache")
    checkEqual(response.headers["Pragma"], "no-cache")
    checkEqual(response.headers["Expires"], "-1")
  }

  @Test func tagsEveryAnswerAndAnswers304ForAKnownTag() throws {
    let first = try server.get("/posts/1")
    let tag = try #require(first.headers["ETag"])
    check(tag.hasPrefix("W/\"\(String(first.body.count, radix: 16))-"))
    let again = try server.get("/posts/1", headers: ["If-None-Match": tag])
    checkEqual(again.status, 304)
    check(again.body.isEmpty)
    checkEqual(again.headers["Content-Type"], nil)
    checkEqual(again.headers["ETag"], tag)
    try checkEqual(server.get("/posts/1", headers: ["if-none-match": "\"x\", \(tag)"]).status, 304)
    try checkEqual(server.get("/posts/1", headers: ["If-None-Match": "*"]).status, 304)
    try checkEqual(server.get("/posts/2", headers: ["If-None-Match": tag]).status, 200)
    let fresh = try server.get(
      "/posts/1", headers: ["If-None-Match": tag, "Cache-Control": "no-cache"])
    checkEqual(fresh.status, 200)
    try checkEqual(server.get("/posts/9", headers: ["If-None-Match": "*"]).status, 404)
  }

  @Test func changesTheTagWhenTheRecordChanges() throws {
    let tag = try #require(try server.get("/posts/1").headers["ETag"])
    _ = try server.send("PATCH", "/posts/1", json: #"{"views": 11}"#)
    try checkEqual(server.get("/posts/1", headers: ["If-None-Match": tag]).status, 200)
  }

  @Test func forbidsWritesWhenReadOnly() throws {
    let readOnly = try JSONServer.make(options: JSONServerOptions(isReadOnly: true))
    let response = try readOnly.send("POST", "/posts", json: "{}")
    checkEqual(response.status, 403)
    checkEqual(response.text, "Forbidden")
    try checkEqual(readOnly.send("DELETE", "/posts/1").status, 403)
    try checkEqual(readOnly.get("/posts/1").status, 200)
    try checkEqual(readOnly.send("OPTIONS", "/posts").status, 204)
  }

  @Test func answersFakeWritesWithoutKeepingThem() throws {
    let fake = try JSONServer.make(options: JSONServerOptions(isFake: true))
    let created = try fake.send("POST", "/posts", json: #"{"title": "x"}"#)
    checkEqual(created.status, 201)
    try checkEqual(created.json.testID, 4)
    try checkEqual(fake.send("POST", "/posts", json: "{}").json.testID, 4)
    try checkEqual(fake.send("DELETE", "/posts/1").status, 200)
    try checkEqual(fake.send("PUT", "/posts/2", json: "{}").json.text, #"{"id": 2}"#.reformatted)
    try checkEqual(listedIDs(fake.get("/posts")), [1, 2, 3])
    try checkEqual(fake.get("/posts/2").json.value(atPath: ["title"])?.queryText, "Night trains")
    try checkEqual(fake.send("DELETE", "/posts/9").status, 404)
  }

  @Test func readsAPlusInTheQueryAsASpace() throws {
    try checkEqual(listedIDs(server.get("/posts?title=Night+trains")), [2])
    try checkEqual(listedIDs(server.get("/posts?q=night+trains")), [2])
    try checkEqual(listedIDs(server.get("/posts?title=Night%20trains")), [2])
    let sent = server.respond(to: JSONServerRequest(method: "GET", target: "/posts?q=night+trains"))
    try checkEqual(listedIDs(sent), [2])
    let languages = try JSONServer.make(
      #"{"languages": [{"id": 1, "name": "c++"}, {"id": 2, "name": "c  "}]}"#)
    let escaped = languages.respond(
      to: JSONServerRequest(method: "GET", target: "/languages?name=c%2B%2B"))
    try checkEqual(listedIDs(escaped), [1])
    try checkEqual(listedIDs(languages.get("/languages?name=c%2B%2B")), [1])
    try checkEqual(listedIDs(languages.get("/languages?name=c++")), [2])
  }

  @Test func wrapsAnswersForAJSONPCallback() throws {
    let response = try server.get("/profile?callback=show%3Cx%3E")
    checkEqual(response.headers["Content-Type"], "text/javascript; charset=utf-8")
    checkEqual(
      response.text,
      "/**/ typeof showx === 'function' && showx(\(#"{"name": "typicode"}"#.reformatted));")
  }
}
