import BrowseKit
import TestSupport
import Testing

@Suite struct BrowsedResourceTests {
  @Test(arguments: [
    ("customers", ["customers"], ["customers", "7"]),
    ("api/v2/orders", ["api", "v2", "orders"], ["api", "v2", "orders", "7"]),
    ("api/books/", ["api", "books", ""], ["api", "books", "7", ""]),
  ])
  func aPathKeepsItsFinalSlashForTheCollectionAndItsRecords(
    path: String, collection: [String], record: [String]
  ) {
    let resource = BrowsedResource(name: "things", path: path)

    checkEqual(resource.pathComponents, collection)
    checkEqual(RecordKey(resource: resource, id: "7").pathComponents, record)
    checkEqual(resource.endsWithSlash, path.hasSuffix("/"))
  }
}
