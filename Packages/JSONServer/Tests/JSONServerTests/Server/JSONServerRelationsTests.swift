import Foundation
import JSONCoding
import TestSupport
import Testing

@testable import JSONServer

/// `_embed`, `_expand`, nested routes, dependents deleted with their parent, and the options
/// that name identifiers and foreign keys.
@Suite struct JSONServerRelationsTests {
  let server: JSONServer

  init() throws {
    server = try JSONServer.make()
  }

  private func embeddedIDs(_ record: JSONValue?, _ name: Substring) -> [Int]? {
    guard case .array(let children)? = record?.value(atPath: [name]) else { return nil }
    return ids(children)
  }

  @Test func embedsChildrenInListsAndRecords() throws {
    guard case .array(let posts) = try server.get("/posts?_embed=comments").json else {
      Issue.record("not a list")
      return
    }
    checkEqual(posts.map { embeddedIDs($0, "comments") }, [[1, 2], [3], []])
    checkEqual(embeddedIDs(try server.get("/posts/1?_embed=comments").json, "comments"), [1, 2])
  }

  @Test func expandsParentsInListsAndRecords() throws {
    let comment = try server.get("/comments/3?_expand=post").json
    checkEqual(comment.value(atPath: ["post", "title"])?.queryText, "Night trains")
    guard case .array(let comments) = try server.get("/comments?_expand=post").json else {
      Issue.record("not a list")
      return
    }
    checkEqual(comments.map { $0.value(atPath: ["post", "id"])?.queryText }, ["1", "1", "2"])
  }

  @Test func listsChildrenThroughANestedRoute() throws {
    try checkEqual(listedIDs(server.get("/posts/1/comments")), [1, 2])
    try checkEqual(listedIDs(server.get("/posts/1/comments?postId=2")), [1, 2])
    check(try listedIDs(server.get("/posts/9/comments")).isEmpty)
    try checkEqual(listedIDs(server.get("/posts/1/comments?_sort=id&_order=desc")), [2, 1])
  }

  @Test func createsAChildThroughANestedRouteWithTheParentsIDAsText() throws {
    let response = try server.send("POST", "/posts/2/comments", json: #"{"body": "hi"}"#)
    checkEqual(response.status, 201)
    checkEqual(response.headers["Location"], "http://localhost:3000/posts/2/comments/4")
    try checkEqual(response.json.text, #"{"body": "hi", "postId": "2", "id": 4}"#.reformatted)
    try checkEqual(listedIDs(server.get("/posts/2/comments")), [3, 4])
  }

  @Test func deletesDependentsWithTheirParent() throws {
    try checkEqual(server.send("DELETE", "/posts/1").status, 200)
    try checkEqual(listedIDs(server.get("/comments")), [3])
  }

  @Test func namesForeignKeysWithTheGivenSuffixAndIDsWithTheGivenField() throws {
    let custom = try JSONServer.make(
      """
      {"categories": [{"_id": "c1", "name": "News"}],
       "entries": [{"_id": 5, "category_id": "c1"}, {"_id": 6, "category_id": "c2"}]}
      """,
      options: JSONServerOptions(idField: "_id", foreignKeySuffix: "_id"))
    try checkEqual(custom.get("/entries/5").status, 200)
    try checkEqual(
      custom.get("/entries/5?_expand=category").json.value(atPath: ["category", "name"])?
        .queryText, "News")
    guard
      case .array(let entries)? = try custom.get("/categories/c1?_embed=entries").json
        .value(atPath: ["entries"])
    else {
      Issue.record("nothing embedded")
      return
    }
    // json-server's `_embed` looks for the record's `id`, whatever `--id` says: nothing here.
    check(entries.isEmpty)
    let nested = try custom.get("/categories/c1/entries").json
    checkEqual(nested.text, #"[{"_id": 5, "category_id": "c1"}]"#.reformatted)
    try checkEqual(
      custom.send("POST", "/entries", json: "{}").json.value(atPath: ["_id"])?.queryText, "7")
    try checkEqual(custom.send("DELETE", "/categories/c1").status, 200)
    try checkEqual(custom.get("/entries").text, #"[{"_id": 7}]"#.reformatted)
  }
}
