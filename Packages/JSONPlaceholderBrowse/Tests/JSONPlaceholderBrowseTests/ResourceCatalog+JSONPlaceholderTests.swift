import HTTPClient
import TestSupport
import Testing

@testable import BrowseKit
@testable import JSONPlaceholderBrowse

/// JSONPlaceholder's catalog: its fields, which tell a record's screen which resources can point
/// to it.
@Suite struct ResourceCatalogTests {
  private let catalog = ResourceCatalog.jsonPlaceholder

  @Test func aRecordIsAskedForTheRecordsOfOnlyTheResourcesWhoseFieldsNameIt() {
    let reading = RecordReading(collections: .unimplemented, catalog: catalog)
    func pointing(to resource: String) -> [String] {
      let key = RecordKey(resource: BrowsedResource(name: resource), id: "1")
      return reading.relations(of: key).map(\.resource.name)
    }
    checkEqual(pointing(to: "comments"), [], "nothing names a comment")
    checkEqual(pointing(to: "photos"), [])
    checkEqual(pointing(to: "posts"), ["comments"])
    checkEqual(pointing(to: "albums"), ["photos"])
    checkEqual(pointing(to: "users"), ["posts", "albums", "todos"])
  }
}
