import Features
import JSONPlaceholderFeatures
import NetworkClient
import TestSupport
import Testing

@Suite struct RecordListQueryTests {
  @Test func theWholeCollectionOfAQueryDropsOnlyThePaging() {
    let query = PostQuery(
      userID: 3, list: RecordQuery(pageNumber: 2, perPage: 5, sort: [.init("title")]))

    checkEqual(
      query.wholeCollection, PostQuery(userID: 3, list: RecordQuery(sort: [.init("title")])))
  }

  @Test(
    arguments: [
      (RecordQuery(), nil), (RecordQuery(pageNumber: 3, perPage: 5), (3, 5)),
      (RecordQuery(pageNumber: 2, perPage: nil), (2, 10)),
      (RecordQuery(pageNumber: nil, perPage: 7), (1, 7)),
    ] as [(RecordQuery, (Int, Int)?)])
  func theRequestedPageIsTheListsPageAsJSONServerReadsIt(
    list: RecordQuery, expected: (Int, Int)?
  ) {
    let requested = AlbumQuery(list: list).requestedPage

    checkEqual(requested?.number, expected?.0)
    checkEqual(requested?.size, expected?.1)
  }

  @Test(arguments: [
    RecordQuery(), RecordQuery(pageNumber: 2, perPage: nil),
    RecordQuery(pageNumber: nil, perPage: 7),
  ])
  func theRequestedPageIsTheOneTheLiveClientAsksTheServerFor(list: RecordQuery) {
    let requested = AlbumQuery(list: list).requestedPage

    checkEqual(requested?.number, list.pageNumber)
    checkEqual(requested?.size, list.page?.size)
  }
}
