import Foundation
import TestSupport
import Testing

@testable import JSONServer

/// Request bodies: JSON and URL-encoded forms, read by their `Content-Type`.
@Suite struct JSONServerBodyTests {
  let server: JSONServer

  init() throws {
    server = try JSONServer.make()
  }

  @Test func readsAFormAsStrings() throws {
    let response = try server.send(
      "POST", "/posts", json: "title=Hello+there&tag=a&tag=b%26c&empty=",
      headers: ["content-type": "application/x-www-form-urlencoded; charset=utf-8"])
    checkEqual(response.status, 201)
    try checkEqual(
      response.json.text,
      #"{"title": "Hello there", "tag": ["a", "b&c"], "empty": "", "id": 4}"#.reformatted)
  }

  @Test func readsJSONWithParameters() throws {
    let response = try server.send(
      "PATCH", "/posts/1", json: #"{"views": 11}"#,
      headers: ["Content-Type": "application/json; charset=utf-8"])
    try checkEqual(response.json.value(atPath: ["views"])?.queryText, "11")
  }

  @Test func ignoresABodyOfAnotherType() throws {
    let response = try server.send(
      "POST", "/posts", json: #"{"title": "x"}"#, headers: ["Content-Type": "text/plain"])
    checkEqual(response.status, 201)
    try checkEqual(response.json.text, #"{"id": 4}"#.reformatted)
  }

  @Test(arguments: [#"{"title": "#, "[1, 2]", "7"])
  func refusesJSONThatIsNoObject(body: String) throws {
    let response = try server.send("POST", "/posts", json: body)
    checkEqual(response.status, 400)
    try checkEqual(listedIDs(server.get("/posts")), [1, 2, 3])
  }

  @Test func takesAnEmptyJSONBodyAsAnEmptyObject() throws {
    try checkEqual(server.send("POST", "/posts", json: "").json.text, #"{"id": 4}"#.reformatted)
  }

  @Test func overridesTheMethodOfAPost() throws {
    let response = try server.send(
      "POST", "/posts/1", json: #"{"views": 0}"#, headers: ["X-HTTP-Method-Override": "PATCH"])
    checkEqual(response.status, 200)
    try checkEqual(server.get("/posts/1").json.value(atPath: ["views"])?.queryText, "0")
  }

  /// method-override takes the first of a header's comma-separated values, as node joins them.
  @Test func overridesTheMethodWithTheFirstOfSeveralValues() throws {
    let response = try server.send(
      "POST", "/posts", json: "{}", headers: ["X-HTTP-Method-Override": "DELETE, GET"])
    checkEqual(response.status, 404)
    checkEqual(response.headers["Vary"], "Origin, X-HTTP-Method-Override")
    try checkEqual(listedIDs(server.get("/posts")), [1, 2, 3])
  }
}
