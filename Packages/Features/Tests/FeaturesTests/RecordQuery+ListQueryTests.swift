import Features
import TestSupport
import Testing

@Suite("RecordQuery: ListQuery")
struct RecordQueryListQueryTests {
  @Test("a numbered page is requested by its number; the whole collection has no page")
  func numbered() {
    let query = RecordQuery(
      "ada", filters: [.init(name: "role", value: "admin")], sort: [.init("name")],
      page: PageRequest(continuation: .number(3), size: 20))

    check(query.requestedPage?.number == 3 && query.requestedPage?.size == 20)
    checkEqual(
      query.wholeCollection,
      RecordQuery("ada", filters: [.init(name: "role", value: "admin")], sort: [.init("name")]))
    check(query.wholeCollection.requestedPage == nil)
  }

  @Test("a page a cursor names has no number")
  func cursor() {
    let query = RecordQuery(page: PageRequest(continuation: .cursor("c_7"), size: 20))

    check(query.requestedPage == nil)
  }
}
