import Foundation
import JSONCoding
import Models
import TestSupport
import Testing

@testable import JSONServer

/// The writes, through the router, on a copy of the standard data.
@Suite struct SampleDataRouterWritesTests {
  private var database = Database.standard

  private mutating func send(
    _ method: String, _ path: String, _ body: String? = nil, url: Bool = false
  ) throws -> JSONServerResponse {
    let data = body.map { Data($0.utf8) }
    let request =
      url
      ? JSONServerRequest(
        method: method, url: try #require(URL(string: "http://sample.invalid:8080\(path)")),
        body: data)
      : JSONServerRequest(method: method, path: path, body: data)
    return SampleDataRouter.response(to: request, updating: &database)
  }

  private func object(_ response: JSONServerResponse) throws -> JSONValue {
    try JSONValue(javaScriptParsing: response.body)
  }

  @Test mutating func createsWithTheNextIDAndALocation() throws {
    let response = try send("POST", "/posts", #"{"title": "T", "body": "B", "userId": 1}"#)
    checkEqual(response.status, 201)
    checkEqual(response.headers["Location"], "/posts/101")
    checkEqual(response.headers["Access-Control-Expose-Headers"], "Location")
    let record = try object(response)
    checkEqual(record.keys, ["title", "body", "userId", "id"])
    checkEqual(record.testID, 101)
    checkEqual(database[.posts].record(withID: 101)?.text, record.text)

    let absolute = try send(
      "POST", "/posts?x=1", #"{"title": "T", "body": "B", "userId": 1}"#, url: true)
    checkEqual(absolute.headers["Location"], "http://sample.invalid:8080/posts/102")
  }

  @Test mutating func keepsAGivenFreeIDAndRefusesATakenOne() throws {
    let given = try send("POST", "/albums", #"{"id": 500, "userId": 1, "title": "A"}"#)
    checkEqual(given.status, 201)
    try checkEqual(object(given).keys, ["id", "userId", "title"])
    try checkEqual(
      send("POST", "/albums", #"{"userId": 1, "title": "B"}"#).headers["Location"], "/albums/501")
    let taken = try send("POST", "/albums", #"{"id": 3, "userId": 1, "title": "C"}"#)
    checkEqual(taken.status, 422)
    checkEqual(
      taken.body, JSONServerResponse.unprocessable([("id", ["has already been taken"])]).body)
    let null = try send("POST", "/albums", #"{"id": null, "userId": 1, "title": "D"}"#)
    try checkEqual(object(null).keys, ["id", "userId", "title"])
    try checkEqual(object(null).testID, 502)
  }

  @Test mutating func refusesToNumberARecordPastTheLargestID() throws {
    // JSON holds no whole number past 2^53 as JavaScript reads it: the record is made here.
    database.modify(.albums) {
      $0.append(
        .object([("id", .integer(Int.max)), ("userId", .integer(1)), ("title", .string("A"))]))
    }

    let next = try send("POST", "/albums", #"{"userId": 1, "title": "B"}"#)

    checkEqual(next.status, 400)
    try checkEqual(
      object(next).text,
      JSONValue.object([("error", .string("no id is left after \(Int.max)"))]).text)
    check(database[.albums].record(withID: Int.max) != nil)
  }

  @Test mutating func startsAnEmptyCollectionAtOne() throws {
    database = Database(SampleDataset(users: SampleDataset.standard.users))
    let response = try send("POST", "/todos", #"{"userId": 1, "title": "T", "completed": false}"#)
    try checkEqual(object(response).testID, 1)
  }

  @Test mutating func setsTheParentOfANestedCreate() throws {
    let response = try send(
      "POST", "/posts/7/comments", #"{"postId": 1, "name": "N", "email": "a@b.c", "body": "B"}"#)
    checkEqual(response.status, 201)
    checkEqual(response.headers["Location"], "/comments/501")
    try checkEqual(object(response).value(atPath: ["postId"])?.text, "7")
    let missing = try send(
      "POST", "/posts/999/comments", #"{"name": "N", "email": "a@b.c", "body": "B"}"#)
    checkEqual(
      missing.body, JSONServerResponse.unprocessable([("postId", ["does not exist"])]).body)
  }

  @Test mutating func replacesWithPutKeepingTheID() throws {
    let response = try send(
      "PUT", "/posts/3", #"{"title": "New", "body": "Body", "userId": 2, "id": 77}"#)
    checkEqual(response.status, 200)
    let record = try object(response)
    checkEqual(record.keys, ["title", "body", "userId", "id"])
    checkEqual(record.testID, 3)
    try checkEqual(
      send("PUT", "/todos/1", #"{"userId": 1, "title": "x", "completed": true}"#).status, 200)
    checkEqual(database[.todos].record(withID: 1)?.keys, ["userId", "title", "completed", "id"])
    checkEqual(database[.posts].records.count, 100)
    check(database[.posts].record(withID: 77)?.value(atPath: ["title"])?.queryText != "New")
  }

  @Test mutating func mergesWithPatchShallowly() throws {
    let response = try send("PATCH", "/users/1", #"{"address": {"city": "Oslo"}, "nickname": "Z"}"#)
    checkEqual(response.status, 200)
    let record = try object(response)
    checkEqual(record.keys.first, "id")
    checkEqual(record.keys.last, "nickname")
    checkEqual(record.value(atPath: ["address"])?.keys, ["city"])
    checkEqual(record.value(atPath: ["name"])?.text, #""\#(SampleDataset.standard.users[0].name)""#)
  }

  @Test mutating func validatesTheMergedRecordOfAPatch() throws {
    let response = try send("PATCH", "/users/2", #"{"email": "broken", "id": "seven"}"#)
    checkEqual(response.status, 422)
    let expected = JSONServerResponse.unprocessable([
      ("id", ["must be a number"]), ("email", ["is invalid"]),
    ])
    checkEqual(response.body, expected.body)
    try checkEqual(send("PATCH", "/posts/1", #"{"title": "Only the title"}"#).status, 200)
    try checkEqual(
      send("PATCH", "/posts/1", #"{"userId": 99}"#).body,
      JSONServerResponse.unprocessable([("userId", ["does not exist"])]).body)
  }

  @Test mutating func patchesAToDosCompletedAndRefusesANonBooleanOrABlankTitle() throws {
    let before = try #require(database[.todos].record(withID: 1))
    let wasDone = before.value(atPath: ["completed"])?.text == "true"

    let response = try send("PATCH", "/todos/1", #"{"completed": \#(!wasDone)}"#)

    checkEqual(response.status, 200)
    let record = try object(response)
    checkEqual(record.value(atPath: ["completed"])?.text, "\(!wasDone)")
    checkEqual(record.value(atPath: ["title"])?.text, before.value(atPath: ["title"])?.text)
    checkEqual(database[.todos].record(withID: 1)?.text, record.text)
    try checkEqual(
      send("PATCH", "/todos/1", #"{"completed": "yes"}"#).body,
      JSONServerResponse.unprocessable([("completed", ["must be true or false"])]).body)
    try checkEqual(
      send("PATCH", "/todos/1", #"{"title": "  "}"#).body,
      JSONServerResponse.unprocessable([("title", ["can't be blank"])]).body)
    checkEqual(database[.todos].record(withID: 1)?.text, record.text)
    try checkEqual(send("PATCH", "/todos/9999", #"{"completed": true}"#).status, 404)
  }

  @Test mutating func deletesWithItsDependentsInOneSweep() throws {
    let response = try send("DELETE", "/users/1")
    checkEqual(response.status, 200)
    checkEqual(String(decoding: response.body, as: UTF8.self), "{}")
    checkEqual(database[.users].record(withID: 1), nil)
    check(!database[.posts].records.contains { $0.value(atPath: ["userId"])?.text == "1" })
    check(!database[.todos].records.contains { $0.value(atPath: ["userId"])?.text == "1" })
    checkEqual(database[.comments].records.count, 500)

    try checkEqual(send("DELETE", "/todos/200").status, 200)
    checkEqual(database[.comments].records.count, 450)
    checkEqual(database[.photos].records.count, 4500)
  }

  @Test(arguments: ["PUT", "PATCH", "DELETE"])
  mutating func findsNoMissingRecordToWrite(method: String) throws {
    let response = try send(method, "/posts/101", #"{"title": "T", "body": "B", "userId": 1}"#)
    checkEqual(response.status, 404)
    checkEqual(String(decoding: response.body, as: UTF8.self), "{}")
  }

  @Test(
    arguments: [
      ("", "it is empty"), ("[1]", "it is an array"), ("\"x\"", "it is a string"),
      ("3", "it is a number"), ("null", "it is null"),
      ("{\"a\": }", "unexpected \"}\" at offset 6"),
      ("title=x", "unexpected \"i\" at offset 1"),
    ])
  mutating func refusesABodyThatIsNoJSONObject(body: String, reason: String) throws {
    for (method, path) in [("POST", "/posts"), ("PUT", "/posts/1"), ("PATCH", "/posts/1")] {
      let response = try send(method, path, body)
      checkEqual(response.status, 400)
      checkEqual(response.headers["Content-Type"], "application/json; charset=utf-8")
      let error = try object(response)
      checkEqual(error.keys, ["error"])
      checkEqual(
        error.value(atPath: ["error"])?.queryText,
        "the request body is not a JSON object: \(reason)")
    }
    checkEqual(database[.posts].records.count, 100)
  }

  @Test mutating func leavesTheDatabaseUnchangedWhenAWriteFails() throws {
    let before = database[.users].body
    try checkEqual(send("POST", "/users", #"{"name": ""}"#).status, 422)
    try checkEqual(send("PUT", "/users/1", #"{"name": "A"}"#).status, 422)
    checkEqual(database[.users].body, before)
  }

  @Test func leavesTheGivenDatabaseAloneWhenAnsweringFromIt() throws {
    let request = JSONServerRequest(method: "DELETE", path: "/posts/1")
    checkEqual(SampleDataRouter.response(to: request, from: database).status, 200)
    check(database[.posts].record(withID: 1) != nil)
  }
}
