import HTTPClient
import NetworkClient
import Testing

@Suite struct ListOptionsTests {
  @Test func aPageRequestBecomesTheOptionsOfItsNumber() {
    #expect(ListOptions(PageRequest(size: 20)) == ListOptions(page: 1, perPage: 20))
    #expect(
      ListOptions(PageRequest(continuation: .number(3), size: 20), sort: [.init("id")])
        == ListOptions(page: 3, perPage: 20, sort: [.init("id")]))
  }

  @Test func aRequestThatIsNotANumberAsksForTheFirstPage() {
    #expect(
      ListOptions(PageRequest(continuation: .cursor("b7"), size: 5))
        == ListOptions(page: 1, perPage: 5))
  }
}
