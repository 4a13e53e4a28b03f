import Foundation
import TestSupport
import Testing

@testable import JSONServer

/// Singular resources such as `/profile`: `GET`, `HEAD`, `POST`, `PUT` and `PATCH`.
@Suite struct JSONServerSingularTests {
  let server: JSONServer

  init() throws {
    server = try JSONServer.make()
  }

  @Test func showsTheObject() throws {
    let response = try server.get("/profile")
    checkEqual(response.status, 200)
    checkEqual(response.text, #"{"name": "typicode"}"#.reformatted)
    try checkEqual(server.send("HEAD", "/profile").body, response.body)
  }

  @Test func replacesWithPostAndAnswers201WithItsOwnLocation() throws {
    let response = try server.send("POST", "/profile", json: #"{"age": 3}"#)
    checkEqual(response.status, 201)
    checkEqual(response.headers["Location"], "http://localhost:3000/profile")
    checkEqual(response.headers["Access-Control-Expose-Headers"], "Location")
    try checkEqual(server.get("/profile").text, #"{"age": 3}"#.reformatted)
  }

  @Test func replacesWithPutAndMergesWithPatch() throws {
    try checkEqual(server.send("PATCH", "/profile", json: #"{"age": 3}"#).status, 200)
    try checkEqual(server.get("/profile").text, #"{"name": "typicode", "age": 3}"#.reformatted)
    let put = try server.send("PUT", "/profile", json: #"{"name": "ana"}"#)
    checkEqual(put.status, 200)
    try checkEqual(server.get("/profile").text, #"{"name": "ana"}"#.reformatted)
  }

  @Test func hasNoRecordsAndCannotBeDeleted() throws {
    try checkEqual(server.get("/profile/1").status, 404)
    try checkEqual(server.send("DELETE", "/profile").status, 404)
    try checkEqual(server.get("/profile").status, 200)
  }

  @Test func isListedAmongTheResources() {
    checkEqual(
      server.resources,
      [
        JSONServerResource(name: "posts", isPlural: true, count: 3),
        JSONServerResource(name: "comments", isPlural: true, count: 3),
        JSONServerResource(name: "profile", isPlural: false),
      ])
  }
}
