import Foundation
import Testing

@testable import SampleAPI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct SampleQueryTests {
  private func query(_ pairs: (String, String?)...) -> SampleQuery {
    SampleQuery(pairs.map { URLQueryItem(name: $0.0, value: $0.1) })
  }

  @Test func readsEveryOtherParameterAsAFieldFilterInOrder() {
    let query = query(
      ("userId", "1"), ("id_gte", "3"), ("userId", "2"), ("callback", "f"), ("_", "123"),
      ("_foo", "x"), ("flag", nil))
    #expect(
      query.filters == [
        SampleFilter(field: "userId", values: ["1", "2"]),
        SampleFilter(field: "id", operator: .greaterThanOrEqual, values: ["3"]),
        SampleFilter(field: "_foo", values: ["x"]),
        SampleFilter(field: "flag", values: [""]),
      ])
    #expect(query.search == nil)
    #expect(query.sort == nil)
    #expect(query.pagination == nil)
    #expect(query.relations.isEmpty)
  }

  @Test func readsTheFirstValueOfSearchSortAndPaging() {
    let query = query(
      ("q", "One"), ("q", "two"), ("_sort", "id"), ("_sort", "title"), ("_order", "desc"),
      ("_page", "2"), ("_page", "3"), ("_limit", "5"))
    #expect(query.filters.isEmpty)
    #expect(query.search?.text == "one")
    #expect(query.sort == SampleSort(fields: "id", orders: "desc"))
    #expect(query.pagination == .page(2, size: 5))
  }

  @Test func readsEveryValueOfEmbedAndExpand() {
    let query = query(("_embed", "comments"), ("_expand", "user"), ("_embed", "albums"))
    #expect(query.relations == SampleRelations(embeds: ["comments", "albums"], expands: ["user"]))
  }

  @Test func requiresTheParentOfANestedRouteInPlaceOfItsEqualityFilter() {
    var query = query(("postId", "8"), ("postId_ne", "9"), ("id", "1"))
    query.require("postId", equalTo: "7")
    #expect(
      query.filters == [
        SampleFilter(field: "postId", values: ["7"]),
        SampleFilter(field: "postId", operator: .notEqual, values: ["9"]),
        SampleFilter(field: "id", values: ["1"]),
      ])
  }

  @Test func leavesRecordsUnchangedOnlyWhenNothingApplies() {
    let records = SampleDatabase.standard[.posts].records
    #expect(query().leavesUnchanged(records))
    #expect(query(("color", "red"), ("_start", "5"), ("callback", "f")).leavesUnchanged(records))
    #expect(!query(("userId", "1")).leavesUnchanged(records))
    #expect(!query(("color_ne", "red")).leavesUnchanged(records))
    #expect(!query(("q", "x")).leavesUnchanged(records))
    #expect(!query(("_sort", "id")).leavesUnchanged(records))
    #expect(!query(("_limit", "1")).leavesUnchanged(records))
    #expect(!query(("_expand", "user")).leavesUnchanged(records))
  }

  @Test func filtersThenSortsThenPagesThenEmbeds() {
    let database = SampleDatabase.standard
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
    #expect(totalCount == expected.count)
    #expect(ids(records) == Array(expected.dropFirst(5).prefix(5)))
    #expect(records.allSatisfy { $0.keys.last == "comments" })
    #expect(links.map(\.relation) == ["first", "prev", "next", "last"])
  }
}
