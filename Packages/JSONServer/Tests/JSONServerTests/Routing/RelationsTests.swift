import Foundation
import JSONCoding
import JavaScriptSemantics
import Models
import TestSupport
import Testing

@testable import JSONServer

@Suite struct RelationsTests {
  private let database = Database(
    SampleDataset(
      users: Array(SampleDataset.standard.users.prefix(2)),
      posts: [
        Post(userId: 1, id: 1, title: "One", body: "b"),
        Post(userId: 2, id: 2, title: "Two", body: "b"),
        Post(userId: 3, id: 3, title: "Orphan", body: "b"),
      ],
      comments: [
        Comment(postId: 1, id: 1, name: "a", email: "a@x", body: "b"),
        Comment(postId: 2, id: 2, name: "b", email: "b@x", body: "b"),
        Comment(postId: 1, id: 3, name: "c", email: "c@x", body: "b"),
      ]
    ))

  private var posts: [JSONValue] {
    database[.posts].records
  }

  private func attach(embeds: [String] = [], expands: [String] = []) -> [JSONValue] {
    Relations(embeds: embeds, expands: expands).attach(
      to: posts, of: .posts, from: database)
  }

  private func embedded(_ name: String, in record: JSONValue) -> [Int]? {
    guard case .array(let children)? = record.value(atPath: [Substring(name)]) else { return nil }
    return ids(children)
  }

  @Test func isEmptyWithoutNames() {
    check(Relations().isEmpty)
    check(Relations(embed: .string(""), expand: nil).isEmpty)
    check(!Relations(expands: ["user"]).isEmpty)
  }

  /// json-server attaches what `[].concat(value)` lists, an empty name included.
  @Test func readsTheNamesQsGives() {
    let relations = Relations(
      embed: .array([.string(""), .string("comments")]), expand: .object([("a", .string("1"))]))
    checkEqual(relations.embeds, ["", "comments"])
    checkEqual(relations.expands, ["[object Object]"])
  }

  @Test func leavesRecordsAloneWhenEmpty() {
    checkEqual(attach().map(\.text), posts.map(\.text))
  }

  @Test func embedsTheChildrenOfEachRecordAfterItsFields() {
    let records = attach(embeds: ["comments"])
    checkEqual(records.map { embedded("comments", in: $0) }, [[1, 3], [2], []])
    checkEqual(records[0].keys, ["userId", "id", "title", "body", "comments"])
  }

  @Test func embedsEmptyArraysForResourcesWithoutTheForeignKeyOrUnknownNames() {
    let records = attach(embeds: ["users", "nope"])
    check(records.allSatisfy { embedded("users", in: $0) == [] })
    check(records.allSatisfy { embedded("nope", in: $0) == [] })
  }

  @Test func expandsTheParentUnderItsSingularName() {
    let records = attach(expands: ["user"])
    checkEqual(records[0].value(atPath: ["user", "id"])?.queryText, "1")
    checkEqual(records[1].value(atPath: ["user", "name"])?.queryText, "Renée Fontaine")
    checkEqual(records[0].keys, ["userId", "id", "title", "body", "user"])
  }

  @Test func expandsNothingWithoutAParent() {
    let records = attach(expands: ["user", "author", "users"])
    checkEqual(records[2].keys, ["userId", "id", "title", "body"])
    checkEqual(records[0].keys, ["userId", "id", "title", "body", "user"])
  }

  @Test func embedsBeforeExpandingAndAttachesRepeatedNamesOnce() {
    let records = attach(embeds: ["comments", "comments"], expands: ["user"])
    checkEqual(records[0].keys, ["userId", "id", "title", "body", "comments", "user"])
  }

  /// Ten posts of ten users, and as many comments and users as make one embed or expand of
  /// them take two slices of work.
  private static func largeDatabase() throws -> Database {
    let count = WorkBudget.sliceSteps / 5
    let posts = (1...10).map { #"{"id": \#($0), "userId": \#($0)}"# }
    let comments = (1...count).map { #"{"id": \#($0), "postId": \#($0 % 10 + 1)}"# }
    let users = (1...count).map { #"{"id": \#($0)}"# }
    let document = """
      {"posts": [\(posts.joined(separator: ","))], "comments": [\(comments.joined(separator: ","))],
      "users": [\(users.joined(separator: ","))]}
      """
    return try DatabaseFile.parse(Data(document.utf8), fileName: "db.json", conventions: .standard)
  }

  /// What attaching `relations` to the posts of `database` gives, and how many slices of work
  /// it took.
  private static func attach(_ relations: Relations, in database: Database)
    -> (records: [JSONValue], slices: Int)
  {
    var slices = 0
    let budget = WorkBudget(checkpoint: { slices += 1 })
    guard case .plural(let posts)? = database.collection(named: "posts") else { return ([], 0) }
    let records = relations.attach(
      to: posts.records, of: "posts", from: database,
      conventions: .standard, budget: budget)
    return (records, slices)
  }

  @Test func attachesARepeatedRelationAsOnceForTheWorkOfOnce() throws {
    let database = try Self.largeDatabase()
    let once = Self.attach(Relations(embeds: ["comments"], expands: ["user"]), in: database)
    let repeated = Self.attach(
      Relations(
        embeds: Array(repeating: "comments", count: 1_001),
        expands: Array(repeating: "user", count: 1_001)),
      in: database)
    checkEqual(once.slices, 3)
    checkEqual(repeated.slices, once.slices)
    checkEqual(repeated.records, once.records)
    checkEqual(once.records[0].keys, ["id", "userId", "comments", "user"])
  }

  @Test func embedsIntoARecordOfAnyResource() {
    let users = Relations(embeds: ["posts"]).attach(
      to: database[.users].records, of: .users, from: database)
    checkEqual(users.map { embedded("posts", in: $0) }, [[1], [2]])
    let comments = Relations(expands: ["post"]).attach(
      to: database[.comments].records, of: .comments, from: database)
    checkEqual(
      comments.map { $0.value(atPath: ["post", "title"])?.queryText }, ["One", "Two", "One"])
  }

  @Test func matchesForeignKeysOfTheSameKindOnly() {
    let parents: [JSONValue] = [
      .object([("id", .string("1"))]), .object([("id", .integer(2))]), .object([("id", .null)]),
    ]
    let records = Relations(embeds: ["comments"]).attach(
      to: parents, of: .posts, from: database)
    checkEqual(records.map { embedded("comments", in: $0) }, [[], [2], []])
  }
}
