import Foundation
import TestSupport
import Testing

@testable import JSONServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct CollectionQueryTests {
  private func query(_ pairs: (String, String?)...) -> CollectionQuery {
    CollectionQuery(
      JSONServerRequest(path: "/posts", query: pairs.map { URLQueryItem(name: $0.0, value: $0.1) }))
  }

  /// A query read from the text of a query string.
  private func query(_ text: String) -> CollectionQuery {
    CollectionQuery(JSONServerRequest(method: "GET", target: "/posts?" + text))
  }

  /// Each filter as `parameter=value|value`.
  private func filters(_ query: CollectionQuery) -> [String] {
    query.filters.map {
      $0.parameter + "=" + $0.values.map(\.javaScriptString).joined(separator: "|")
    }
  }

  @Test func readsEveryOtherParameterAsAFieldFilterInOrder() {
    let query = query(
      ("userId", "1"), ("id_gte", "3"), ("userId", "2"), ("callback", "f"), ("_", "123"),
      ("_foo", "x"), ("flag", nil), ("_delay", "5"))
    checkEqual(filters(query), ["userId=1|2", "id_gte=3", "_foo=x", "flag="])
    checkEqual(query.filters.map(\.field), ["userId", "id", "_foo", "flag"])
    checkEqual(query.filters.map(\.operator), [.equal, .greaterThanOrEqual, .equal, .equal])
    check(query.search == nil)
    check(query.sort == nil)
    checkEqual(query.pagination, nil)
    check(query.relations.isEmpty)
  }

  /// Express reads `id[]=1&id[]=2` as `id=1&id=2` (axios sends arrays so), and `a[b]=1` as an
  /// object, which equals no field.
  @Test func readsBracketsAsQsDoes() {
    checkEqual(filters(query("id[]=1&id[]=10")), ["id=1|10"])
    checkEqual(filters(query("id[1]=b&id[0]=a")), ["id=a|b"])
    checkEqual(filters(query("meta[views]=10")), ["meta=[object Object]"])
  }

  @Test func searchesTheFirstValueAndSortsAndPagesByTheOnlyOne() {
    let query = query(
      ("q", "One"), ("q", "two"), ("_sort", "id"), ("_order", "desc"), ("_page", "2"),
      ("_page", "3"), ("_limit", "5"))
    check(query.filters.isEmpty)
    checkEqual(query.search?.text, "one")
    checkEqual(query.sort?.keys, [FieldSort.Key(field: "id", isDescending: true)])
    checkEqual(query.pagination, .page(2, size: 5))
    checkEqual(query.problem, nil)
  }

  /// `_order=` (empty, so false in JavaScript) sorts in ascending order, as json-server does; a
  /// `nil` meant as "no value" once became JSON's `null` here and the query was refused.
  @Test(arguments: ["_sort=title&_order=", "_sort=title", "_sort=title&_order=&_limit=5"])
  func sortsInAscendingOrderWithoutAnOrder(text: String) {
    let query = query(text)
    checkEqual(query.problem, nil)
    checkEqual(query.sort?.keys, [FieldSort.Key(field: "title", isDescending: false)])
  }

  /// json-server fails with 500 where it calls a method of text on an array or an object.
  @Test(arguments: [
    ("_sort=id&_sort=title", "_sort must be text"),
    ("_sort=id&_order[]=desc", "_order must be text"),
    ("q[a]=1", "q must be text"),
  ])
  func refusesWhatJSONServerFailsOn(text: String, problem: String) {
    checkEqual(query(text).problem, problem)
  }

  @Test func searchesForNothingWhenTheFirstValueIsEmpty() throws {
    let search = try #require(query("q=&q=a").search)
    check(search.text.isEmpty)
    check(query("q=").search == nil)
  }

  @Test func readsEveryValueOfEmbedAndExpand() {
    let query = query(("_embed", "comments"), ("_expand", "user"), ("_embed", "albums"))
    checkEqual(query.relations, Relations(embeds: ["comments", "albums"], expands: ["user"]))
  }

  @Test func requiresTheParentOfANestedRouteInPlaceOfItsFilter() {
    var query = query(("postId", "8"), ("postId_ne", "9"), ("id", "1"))
    query.require("postId", equalTo: "7")
    checkEqual(filters(query), ["postId=7", "postId_ne=9", "id=1"])
    var other = self.query(("id", "1"))
    other.require("postId", equalTo: "7")
    checkEqual(filters(other), ["id=1", "postId=7"])
  }

  @Test func leavesRecordsUnchangedOnlyWhenNothingApplies() {
    let records = Database.standard[.posts].records
    check(query().leavesUnchanged(records))
    check(query(("color", "red"), ("_start", "5"), ("callback", "f")).leavesUnchanged(records))
    check(query(("_page", "")).leavesUnchanged(records))
    check(!query(("userId", "1")).leavesUnchanged(records))
    check(!query(("color_ne", "red")).leavesUnchanged(records))
    check(!query(("q", "x")).leavesUnchanged(records))
    check(!query(("_sort", "id")).leavesUnchanged(records))
    check(!query(("_limit", "1")).leavesUnchanged(records))
    check(!query(("_sort[]", "id")).leavesUnchanged(records))
    check(!query(("_expand", "user")).leavesUnchanged(records))
  }

  @Test func filtersThenSortsThenPagesThenEmbeds() {
    let database = Database.standard
    let query = query(
      ("userId_lte", "2"), ("q", "e"), ("color", "red"), ("_sort", "id"), ("_order", "desc"),
      ("_page", "2"), ("_limit", "5"), ("_embed", "comments"))
    let (records, totalCount, links) = query.apply(
      to: database[.posts], of: .posts, from: database)

    let expected = SampleDataset.standard.posts
      .filter {
        $0.userId.rawValue <= 2
          && "\($0.id)\($0.userId)\($0.title)\($0.body)".lowercased().contains("e")
      }
      .map(\.id.rawValue).sorted(by: >)
    checkEqual(totalCount, expected.count)
    checkEqual(ids(records), Array(expected.dropFirst(5).prefix(5)))
    check(records.allSatisfy { $0.keys.last == "comments" })
    checkEqual(links.map(\.relation), ["first", "prev", "next", "last"])
  }
}
