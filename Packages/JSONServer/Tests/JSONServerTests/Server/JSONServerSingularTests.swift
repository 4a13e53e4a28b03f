import Foundation
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
    #expect(response.status == 200)
    #expect(response.text == #"{"name": "typicode"}"#.reformatted)
    #expect(try server.send("HEAD", "/profile").body == response.body)
  }

  @Test func replacesWithPostAndAnswers201WithItsOwnLocation() throws {
    let response = try server.send("POST", "/profile", json: #"{"age": 3}"#)
    #expect(response.status == 201)
    #expect(response.headers["Location"] == "http://localhost:3000/profile")
    #expect(response.headers["Access-Control-Expose-Headers"] == "Location")
    #expect(try server.get("/profile").text == #"{"age": 3}"#.reformatted)
  }

  @Test func replacesWithPutAndMergesWithPatch() throws {
    #expect(try server.send("PATCH", "/profile", json: #"{"age": 3}"#).status == 200)
    #expect(try server.get("/profile").text == #"{"name": "typicode", "age": 3}"#.reformatted)
    let put = try server.send("PUT", "/profile", json: #"{"name": "ana"}"#)
    #expect(put.status == 200)
    #expect(try server.get("/profile").text == #"{"name": "ana"}"#.reformatted)
  }

  @Test func hasNoRecordsAndCannotBeDeleted() throws {
    #expect(try server.get("/profile/1").status == 404)
    #expect(try server.send("DELETE", "/profile").status == 404)
    #expect(try server.get("/profile").status == 200)
  }

  @Test func isListedAmongTheResources() {
    #expect(
      server.resources == [
        JSONServerResource(name: "posts", isPlural: true, count: 3),
        JSONServerResource(name: "comments", isPlural: true, count: 3),
        JSONServerResource(name: "profile", isPlural: false),
      ])
  }
}
