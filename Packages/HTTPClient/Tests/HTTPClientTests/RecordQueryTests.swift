import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct RecordQueryTests {
  @Test(
    arguments: [
      (RecordQuery(), nil, nil),
      (RecordQuery(pageNumber: 2, perPage: 25), 2, 25),
      (RecordQuery(pageNumber: nil, perPage: 5), 1, 5),
      (RecordQuery(pageNumber: 4, perPage: nil), 4, 10),
      (RecordQuery(sort: [.init("id")]), nil, nil),
    ] as [(RecordQuery, Int?, Int?)])
  func thePageAskedForIsAsJSONServerReadsIt(query: RecordQuery, number: Int?, size: Int?) {
    checkEqual(query.pageNumber, number)
    checkEqual(query.page?.size, size)
  }

  @Test func aPageAloneHasJSONServersDefaultSizeWhichIsNotSent() {
    let query = RecordQuery(pageNumber: 1, perPage: nil)

    checkEqual(query.page?.size, 10)
    check(query.pageSizeIsDefault)
    checkEqual(query.sentPageSize, nil)
    checkEqual(RecordQuery(pageNumber: 1, perPage: 10).sentPageSize, 10)
    checkEqual(RecordQuery(pageNumber: 3, perPage: nil, defaultSize: 20).page?.size, 20)
  }

  @Test func aPageRequestIsThePageOfItsNumber() {
    checkEqual(RecordQuery(page: PageRequest(size: 20)), RecordQuery(pageNumber: 1, perPage: 20))
    checkEqual(
      RecordQuery(sort: [.init("id")], page: PageRequest(continuation: .number(3), size: 20)),
      RecordQuery(pageNumber: 3, perPage: 20, sort: [.init("id")]))
  }

  @Test func aRequestThatIsNotANumberIsTheFirstPageByNumber() {
    checkEqual(
      RecordQuery(page: PageRequest(continuation: .cursor("b7"), size: 5)).pageNumber,
      RecordQuery(pageNumber: 1, perPage: 5).pageNumber)
  }

  @Test func askingForAPageKeepsTheRestAndSendsItsSize() {
    let query = RecordQuery(
      "tide", filters: [URLQueryItem(name: "year", value: "1991")], sort: [.init("title")])
    let asked = RecordQuery(pageNumber: 2, perPage: nil).asking(for: PageRequest(size: 5))

    checkEqual(
      query.asking(for: PageRequest(size: 5)),
      RecordQuery(
        "tide", filters: [URLQueryItem(name: "year", value: "1991")], sort: [.init("title")],
        page: PageRequest(size: 5)))
    check(!asked.pageSizeIsDefault)
    checkEqual(asked.sentPageSize, 5)
  }
}
