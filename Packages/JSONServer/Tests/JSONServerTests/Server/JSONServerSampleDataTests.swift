import Foundation
import Models
import TestSupport
import Testing

@testable import JSONServer

/// The sample data served with its validation: the same answers as ``SampleAPI`` in-process,
/// with json-server's defaults around them.
@Suite struct JSONServerSampleDataTests {
  let server = JSONServer()
  let api = SampleAPI()

  @Test(arguments: ["/posts/7", "/users/1/todos?_sort=title", "/posts?_page=3", "/nope"])
  func answersAsTheInProcessAPIDoes(target: String) throws {
    let url = try #require(URL(string: "http://localhost:3000\(target)"))
    let served = server.respond(to: JSONServerRequest(url: url))
    let inProcess = api.respond(to: JSONServerRequest(url: url))
    checkEqual(served.status, inProcess.status)
    checkEqual(served.body, inProcess.body)
    checkEqual(served.headers["Link"], inProcess.headers["Link"])
    check(served.headers["ETag"] != nil)
  }

  @Test func validatesWrites() throws {
    let refused = try server.send("POST", "/posts", json: #"{"userId": 99, "title": " "}"#)
    checkEqual(refused.status, 422)
    let created = try server.send(
      "POST", "/posts", json: #"{"userId": 1, "title": "T", "body": "B"}"#)
    checkEqual(created.status, 201)
    checkEqual(created.headers["Location"], "http://localhost:3000/posts/101")
    try checkEqual(server.get("/posts/101").status, 200)
  }

  @Test func answersHeadAsGet() throws {
    let head = try server.send("HEAD", "/users/1")
    checkEqual(head.status, 200)
    checkEqual(head.body, (try server.get("/users/1").body))
  }

  @Test func listsTheSampleResources() {
    checkEqual(
      server.resources.map(\.name), ["posts", "comments", "albums", "photos", "todos", "users"])
    check(server.resources.allSatisfy { $0.isPlural })
  }

  @Test func fakesWritesWithValidation() throws {
    let fake = JSONServer(options: JSONServerOptions(isFake: true))
    try checkEqual(fake.send("DELETE", "/posts/1").status, 200)
    try checkEqual(fake.get("/posts/1").status, 200)
    try checkEqual(fake.send("POST", "/posts", json: "{}").status, 422)
  }

  @Test func keepsWritesFromOtherServers() throws {
    _ = try server.send("DELETE", "/posts/1")
    try checkEqual(JSONServer().get("/posts/1").status, 200)
    checkEqual(api.respond(to: JSONServerRequest(path: "/posts/1")).status, 200)
  }
}
