import Features
import TestSupport
import Testing

@Suite("RecordQuery: SearchQuery")
struct RecordQuerySearchQueryTests {
  @Test("a search keeps the filters and the sort, and starts from the first page")
  func searching() {
    let query = RecordQuery(
      "ada", filters: [.init(name: "role", value: "admin")], sort: [.init("name")],
      page: PageRequest(continuation: .number(3), size: 20))

    check(query.searchText == "ada")
    checkEqual(
      query.searching("alan"),
      RecordQuery(
        "alan", filters: [.init(name: "role", value: "admin")], sort: [.init("name")],
        page: PageRequest(size: 20)))
  }

  @Test("a query without a page searches without one, and a default size stays unsent")
  func withoutAPage() {
    checkEqual(RecordQuery().searching("tide"), RecordQuery("tide"))
    check(RecordQuery(pageNumber: 2, perPage: nil).searching("tide").pageSizeIsDefault)
  }
}
