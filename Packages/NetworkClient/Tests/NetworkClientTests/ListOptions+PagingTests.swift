import NetworkClient
import TestSupport
import Testing

@Suite struct ListOptionsPagingTests {
  @Test(
    arguments: [
      (ListOptions(), nil, nil),
      (ListOptions(page: 2, perPage: 25), 2, 25),
      (ListOptions(perPage: 5), 1, 5),
      (ListOptions(page: 4), 4, 10),
      (ListOptions(sort: [.init("id")]), nil, nil),
    ] as [(ListOptions, Int?, Int?)])
  func thePageAskedForIsAsJSONServerReadsIt(options: ListOptions, number: Int?, size: Int?) {
    checkEqual(options.pageNumber, number)
    checkEqual(options.pageSize, size)
  }

  @Test func aPageAloneHasJSONServersDefaultSize() {
    checkEqual(ListOptions.defaultPageSize, 10)
    checkEqual(ListOptions(page: 1).pageSize, ListOptions.defaultPageSize)
  }
}
