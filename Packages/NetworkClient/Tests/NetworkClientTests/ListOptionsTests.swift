import HTTPClient
import NetworkClient
import TestSupport
import Testing

@Suite struct ListOptionsTests {
  @Test func aPageRequestBecomesTheOptionsOfItsNumber() {
    checkEqual(ListOptions(PageRequest(size: 20)), ListOptions(page: 1, perPage: 20))
    checkEqual(
      ListOptions(PageRequest(continuation: .number(3), size: 20), sort: [.init("id")]),
      ListOptions(page: 3, perPage: 20, sort: [.init("id")]))
  }

  @Test func aRequestThatIsNotANumberAsksForTheFirstPage() {
    checkEqual(
      ListOptions(PageRequest(continuation: .cursor("b7"), size: 5)),
      ListOptions(page: 1, perPage: 5))
  }
}
