import Foundation
import TestSupport
import Testing

@testable import JSONServer

/// `--routes` rewrite rules, in json-server's format.
@Suite struct RewriteRulesTests {
  let server: JSONServer

  init() throws {
    let rules = try RewriteRules(
      parsing: Data(
        #"""
        {
          "/api/*": "/$1",
          "/blog/:id/show": "/posts/:id",
          "/:resource/:id/show": "/:resource/:id",
          "/by/:author": "/posts?author=:author",
          "/articles\\?id=:id": "/posts/:id"
        }
        """#.utf8), fileName: "routes.json")
    server = try JSONServer.make(options: JSONServerOptions(rewriteRules: rules))
  }

  @Test func rewritesAPrefix() throws {
    try checkEqual(listedIDs(server.get("/api/posts")), [1, 2, 3])
    try checkEqual(server.get("/api/posts/2").json.testID, 2)
    try checkEqual(listedIDs(server.get("/API/posts?_limit=1")), [1])
  }

  @Test func rewritesNamedSegments() throws {
    try checkEqual(server.get("/posts/3/show").json.testID, 3)
    try checkEqual(server.get("/blog/2/show/").json.testID, 2)
    try checkEqual(server.get("/blog/2/show?x=1").status, 404)
  }

  @Test func rewritesToAQuery() throws {
    try checkEqual(listedIDs(server.get("/by/typicode")), [1, 3])
    try checkEqual(server.get("/articles?id=2").json.testID, 2)
  }

  @Test func linksPagesByTheAddressAsSent() throws {
    let response = try server.get("/api/posts?_page=1&_limit=2")
    checkEqual(
      response.headers["Link"]?.hasPrefix("<http://localhost:3000/api/posts?_page=1"), true)
  }

  @Test func answersItsRules() throws {
    let rules = try server.get("/__rules").json
    checkEqual(rules.keys.first, "/api/*")
    checkEqual(rules.value(atPath: ["/blog/:id/show"])?.queryText, "/posts/:id")
  }

  @Test func translatesPatternsAsExpressDoes() {
    let rules = RewriteRules([
      RewriteRules.Rule(pattern: "/a/:id?", destination: "/b/:id"),
      RewriteRules.Rule(pattern: "/n/:n(\\d+)", destination: "/num/$1"),
      RewriteRules.Rule(pattern: "/files/*/x/*", destination: "/$2/$1"),
      RewriteRules.Rule(pattern: "/bad/(", destination: "/never"),
    ])
    checkEqual(rules.rewrite(path: "/a", query: nil).path, "/b/")
    checkEqual(rules.rewrite(path: "/a/7", query: nil).path, "/b/7")
    checkEqual(rules.rewrite(path: "/n/12", query: nil).path, "/num/12")
    checkEqual(rules.rewrite(path: "/n/ab", query: nil).path, "/n/ab")
    checkEqual(rules.rewrite(path: "/files/p/q/x/r", query: nil).path, "/r/p/q")
    checkEqual(rules.rewrite(path: "/bad/(", query: nil).path, "/bad/(")
    let rewritten = rules.rewrite(path: "/a/1", query: "k=v")
    check(rewritten.path == "/b/1" && rewritten.query == "k=v")
    let kept = rules.rewrite(path: "/c", query: "k=v")
    check(kept.path == "/c" && kept.query == nil)
  }

  @Test func refusesRulesThatAreNotStrings() {
    #expect(throws: JSONServerError.self) {
      try RewriteRules(parsing: Data(#"{"/a": "/b",\n "/c": 1}"#.utf8), fileName: "r.json")
    }
    do throws(JSONServerError) {
      _ = try RewriteRules(
        parsing: Data("{\"/a\": \"/b\",\n  \"/c\": 1}".utf8), fileName: "r.json")
      Issue.record("read rules that are not strings")
    } catch {
      checkEqual(error.kind, .invalidContent)
      check(error.line == 2 && error.column == 9)
      checkEqual(error.description, #"r.json, line 2, column 9: "/c" is a number, not a string"#)
    }
  }
}
