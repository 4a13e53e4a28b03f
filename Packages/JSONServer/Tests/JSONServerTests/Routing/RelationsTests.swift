import JSONCoding
import Models
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
    #expect(Relations().isEmpty)
    #expect(Relations(embed: .string(""), expand: nil).isEmpty)
    #expect(!Relations(expands: ["user"]).isEmpty)
  }

  /// json-server attaches what `[].concat(value)` lists, an empty name included.
  @Test func readsTheNamesQsGives() {
    let relations = Relations(
      embed: .array([.string(""), .string("comments")]), expand: .object([("a", .string("1"))]))
    #expect(relations.embeds == ["", "comments"])
    #expect(relations.expands == ["[object Object]"])
  }

  @Test func leavesRecordsAloneWhenEmpty() {
    #expect(attach().map(\.text) == posts.map(\.text))
  }

  @Test func embedsTheChildrenOfEachRecordAfterItsFields() {
    let records = attach(embeds: ["comments"])
    #expect(records.map { embedded("comments", in: $0) } == [[1, 3], [2], []])
    #expect(records[0].keys == ["userId", "id", "title", "body", "comments"])
  }

  @Test func embedsEmptyArraysForResourcesWithoutTheForeignKeyOrUnknownNames() {
    let records = attach(embeds: ["users", "nope"])
    #expect(records.allSatisfy { embedded("users", in: $0) == [] })
    #expect(records.allSatisfy { embedded("nope", in: $0) == [] })
  }

  @Test func expandsTheParentUnderItsSingularName() {
    let records = attach(expands: ["user"])
    #expect(records[0].value(atPath: ["user", "id"])?.queryText == "1")
    #expect(records[1].value(atPath: ["user", "name"])?.queryText == "Renée Fontaine")
    #expect(records[0].keys == ["userId", "id", "title", "body", "user"])
  }

  @Test func expandsNothingWithoutAParent() {
    let records = attach(expands: ["user", "author", "users"])
    #expect(records[2].keys == ["userId", "id", "title", "body"])
    #expect(records[0].keys == ["userId", "id", "title", "body", "user"])
  }

  @Test func embedsBeforeExpandingAndAttachesRepeatedNamesOnce() {
    let records = attach(embeds: ["comments", "comments"], expands: ["user"])
    #expect(records[0].keys == ["userId", "id", "title", "body", "comments", "user"])
  }

  @Test func embedsIntoARecordOfAnyResource() {
    let users = Relations(embeds: ["posts"]).attach(
      to: database[.users].records, of: .users, from: database)
    #expect(users.map { embedded("posts", in: $0) } == [[1], [2]])
    let comments = Relations(expands: ["post"]).attach(
      to: database[.comments].records, of: .comments, from: database)
    #expect(
      comments.map { $0.value(atPath: ["post", "title"])?.queryText } == ["One", "Two", "One"])
  }

  @Test func matchesForeignKeysOfTheSameKindOnly() {
    let parents: [JSONValue] = [
      .object([("id", .string("1"))]), .object([("id", .integer(2))]), .object([("id", .null)]),
    ]
    let records = Relations(embeds: ["comments"]).attach(
      to: parents, of: .posts, from: database)
    #expect(records.map { embedded("comments", in: $0) } == [[], [2], []])
  }
}
