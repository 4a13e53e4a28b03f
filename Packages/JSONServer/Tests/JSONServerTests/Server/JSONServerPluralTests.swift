import Foundation
import JSONCoding
import TestSupport
import Testing

@testable import JSONServer

/// Plural resources: `GET`, `HEAD`, `POST`, `PUT`, `PATCH` and `DELETE`, `GET /db` and 404s.
@Suite struct JSONServerPluralTests {
  let server: JSONServer

  init() throws {
    server = try JSONServer.make()
  }

  @Test func listsAndShowsRecords() throws {
    let list = try server.get("/posts")
    checkEqual(list.status, 200)
    checkEqual(list.headers["Content-Type"], "application/json; charset=utf-8")
    try checkEqual(listedIDs(list), [1, 2, 3])
    let record = try server.get("/posts/2")
    try checkEqual(record.json.value(atPath: ["title"])?.queryText, "Night trains")
    try checkEqual(server.get("/posts/2/").status, 200)
  }

  /// Express mounts a resource's router at `/name`, and that match takes one slash more.
  @Test func takesOneSlashMoreAfterAResourcesNameOnly() throws {
    try checkEqual(server.get("/posts//").body, server.get("/posts").body)
    try checkEqual(server.get("/posts//1").body, server.get("/posts/1").body)
    try checkEqual(server.get("/posts//1/").body, server.get("/posts/1").body)
    try checkEqual(server.get("/posts///").status, 404)
    try checkEqual(server.get("/posts//1/comments").status, 404)
    try checkEqual(server.get("/db//").status, 404)
    try checkEqual(server.get("/db").status, 200)
  }

  @Test func answersHeadWithTheHeadersAndBodyOfGet() throws {
    let head = try server.send("HEAD", "/posts/1")
    let get = try server.get("/posts/1")
    checkEqual(head.status, 200)
    checkEqual(head.body, get.body)
    checkEqual(head.headers["ETag"], get.headers["ETag"])
  }

  @Test(arguments: [
    ("GET", "/posts/9"), ("GET", "/nope"), ("GET", "/posts/abc"), ("PUT", "/posts"),
    ("DELETE", "/posts"), ("POST", "/posts/1"), ("PUT", "/posts/9"), ("DELETE", "/posts/9"),
    ("GET", "/posts/1/2/3/4"), ("DELETE", "/profile"), ("GET", "/"), ("GET", "posts"),
  ])
  func answersWhatIsNotThereWith404AndAnEmptyObject(method: String, path: String) throws {
    let response = server.respond(to: JSONServerRequest(method: method, path: path))
    checkEqual(response.status, 404)
    checkEqual(response.text, "{}")
  }

  @Test func servesTheWholeDatabase() throws {
    let database = try server.get("/db").json
    checkEqual(database.keys, ["posts", "comments", "profile"])
    checkEqual(database.value(atPath: ["profile", "name"])?.queryText, "typicode")
  }

  @Test func createsWithTheNextNumericIDAndALocation() throws {
    let response = try server.send("POST", "/posts", json: #"{"title": "New"}"#)
    checkEqual(response.status, 201)
    checkEqual(response.headers["Location"], "http://localhost:3000/posts/4")
    checkEqual(response.headers["Access-Control-Expose-Headers"], "Location")
    try checkEqual(response.json.text, #"{"title": "New", "id": 4}"#.reformatted)
    try checkEqual(server.get("/posts/4").status, 200)
  }

  @Test func keepsAGivenIDAndRefusesATakenOne() throws {
    try checkEqual(server.send("POST", "/posts", json: #"{"id": 10}"#).status, 201)
    try checkEqual(server.send("POST", "/posts", json: #"{"title": "x"}"#).json.testID, 11)
    let duplicate = try server.send("POST", "/posts", json: #"{"id": 2}"#)
    checkEqual(duplicate.status, 500)
    try checkEqual(
      duplicate.json.value(atPath: ["error"])?.queryText, "Insert failed, duplicate id")
    try checkEqual(server.send("POST", "/posts", json: #"{"id": 0}"#).json.testID, 12)
  }

  @Test func givesRandomStringIDsWhereIDsAreStrings() throws {
    let strings = try JSONServer.make(#"{"notes": [{"id": "a"}], "empty": []}"#)
    let first = try strings.send("POST", "/notes", json: "{}").json.value(atPath: ["id"])
    let second = try strings.send("POST", "/notes", json: "{}").json.value(atPath: ["id"])
    guard case .string(let id)? = first, case .string(let other)? = second else {
      Issue.record("ids are not strings: \(String(describing: first))")
      return
    }
    check(id.count == 7 && other.count == 7 && id != other)
    check(id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
    try checkEqual(strings.send("POST", "/empty", json: "{}").json.testID, 1)
  }

  @Test func replacesWithPutAndMergesWithPatchKeepingTheID() throws {
    let put = try server.send("PUT", "/posts/1", json: #"{"id": 99, "title": "Only"}"#)
    checkEqual(put.status, 200)
    try checkEqual(put.json.text, #"{"id": 1, "title": "Only"}"#.reformatted)
    let patch = try server.send("PATCH", "/posts/2", json: #"{"views": 1, "id": 7, "new": true}"#)
    try checkEqual(
      patch.json.text,
      #"{"id": 2, "title": "Night trains", "author": "ana", "views": 1, "new": true}"#
        .reformatted)
    try checkEqual(server.get("/posts/2").body, patch.body)
    try checkEqual(server.get("/posts/7").status, 404)
  }

  @Test func deletesARecordAndAnswersAnEmptyObject() throws {
    let response = try server.send("DELETE", "/posts/3")
    checkEqual(response.status, 200)
    checkEqual(response.text, "{}")
    try checkEqual(listedIDs(server.get("/posts")), [1, 2])
  }

  @Test func findsRecordsByTheTextOfTheirID() throws {
    let mixed = try JSONServer.make(#"{"items": [{"id": "7", "a": 1}, {"id": 8}]}"#)
    try checkEqual(mixed.get("/items/7").status, 200)
    try checkEqual(mixed.get("/items/8").status, 200)
    check(try mixed.send("POST", "/items", json: "{}").json.value(atPath: ["id"]) != nil)
  }

  @Test func matchesNamesWhateverTheirCase() throws {
    try checkEqual(listedIDs(server.get("/POSTS")), [1, 2, 3])
    try checkEqual(server.get("/Posts/2").json.testID, 2)
    try checkEqual(server.get("/DB").status, 200)
  }

  @Test func locatesNewRecordsByTheHostHeaderOrTheURL() throws {
    let byHost = server.respond(
      to: JSONServerRequest(
        method: "POST", path: "/posts", headers: ["host": "example.test:8080"]))
    checkEqual(byHost.headers["Location"], "http://example.test:8080/posts/4")
    let url = try #require(URL(string: "http://[::1]:3000/posts"))
    let byURL = server.respond(to: JSONServerRequest(method: "POST", url: url))
    checkEqual(byURL.headers["Location"], "http://[::1]:3000/posts/5")
    let byPath = server.respond(to: JSONServerRequest(method: "POST", path: "/posts"))
    checkEqual(byPath.headers["Location"], "/posts/6")
  }

  @Test func appliesConcurrentWritesOneAtATime() async throws {
    let server = server
    let ids = await withTaskGroup(of: Int?.self) { group in
      for _ in 0..<50 {
        group.addTask {
          let response = server.respond(
            to: JSONServerRequest(
              method: "POST", path: "/posts", headers: ["Content-Type": "application/json"],
              body: Data("{}".utf8)))
          return try? response.json.testID
        }
      }
      var ids: [Int] = []
      for await id in group { ids.append(id ?? 0) }
      return ids
    }
    checkEqual(ids.sorted(), Array(4...53))
    try checkEqual(listedIDs(server.get("/posts")), Array(1...53))
  }

  /// json-server keeps an id such as `1e308`, and then fails every later create in the
  /// collection with 500 (`1e308 + 1` is `1e308` again): it is refused with 400.
  @Test(arguments: [
    "1e308", "1.5", "true", "[1]", #"{"a": 1}"#, "9007199254740992", "-9007199254740992",
  ])
  func refusesANewIDThatIsNoStringOrSafeWholeNumber(id: String) throws {
    let response = try server.send("POST", "/posts", json: #"{"id": \#(id), "title": "x"}"#)

    checkEqual(response.status, 400)
    try checkEqual(
      response.json.value(atPath: ["error"])?.queryText,
      #""id" must be a string or a whole number from -9007199254740991 to 9007199254740991"#)
    try checkEqual(server.send("POST", "/posts", json: "{}").status, 201)
  }

  @Test(arguments: [
    ("9007199254740991", "9007199254740991"), ("1e2", "100"), (#""x1""#, #""x1""#),
    ("null", "4"), ("0", "4"), ("false", "4"), (#""""#, "4"),
  ])
  func takesANewIDThatIsAStringOrSafeWholeNumberAndMakesOneForNone(id: String, kept: String)
    throws
  {
    let response = try server.send("POST", "/posts", json: #"{"id": \#(id)}"#)

    checkEqual(response.status, 201)
    try checkEqual(response.json.value(atPath: ["id"])?.serialized(.indented), Data(kept.utf8))
  }
}

extension String {
  /// The JSON text laid out as the server lays it out.
  var reformatted: String {
    (try? JSONValue(javaScriptParsing: Data(utf8)).text) ?? self
  }
}
