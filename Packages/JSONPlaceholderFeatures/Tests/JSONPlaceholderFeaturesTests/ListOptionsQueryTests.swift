import Features
import JSONPlaceholderFeatures
import NetworkClient
import TestSupport
import Testing

@Suite struct ListOptionsQueryTests {
  @Test func theWholeCollectionOfAQueryDropsOnlyThePaging() {
    let query = PostQuery(
      userID: 3, options: ListOptions(page: 2, perPage: 5, sort: [.init("title")]))

    checkEqual(
      query.wholeCollection, PostQuery(userID: 3, options: ListOptions(sort: [.init("title")])))
  }

  @Test(
    arguments: [
      (ListOptions(), nil), (ListOptions(page: 3, perPage: 5), (3, 5)),
      (ListOptions(page: 2), (2, 10)), (ListOptions(perPage: 7), (1, 7)),
    ] as [(ListOptions, (Int, Int)?)])
  func theRequestedPageIsTheOptionsPageAsJSONServerReadsIt(
    options: ListOptions, expected: (Int, Int)?
  ) {
    let requested = AlbumQuery(options: options).requestedPage

    checkEqual(requested?.number, expected?.0)
    checkEqual(requested?.size, expected?.1)
  }

  @Test(arguments: [ListOptions(), ListOptions(page: 2), ListOptions(perPage: 7)])
  func theRequestedPageIsTheOneTheLiveClientAsksTheServerFor(options: ListOptions) {
    let requested = AlbumQuery(options: options).requestedPage

    checkEqual(requested?.number, options.pageNumber)
    checkEqual(requested?.size, options.pageSize)
  }
}
