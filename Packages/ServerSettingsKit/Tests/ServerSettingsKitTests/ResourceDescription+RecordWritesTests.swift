import Foundation
import HTTPClient
import JSONCoding
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct ResourceDescriptionRecordWritesTests {
  @Test func writesAsTheSettingsSayWithTheQueryAndUnpaged() throws {
    var settings = ServerSettings()
    settings.records = RecordWriteConventions(pathExtension: "json", wrapsBodyInSingular: true)

    let description = ResourceDescription.recordWrites(
      of: "users", settings: settings, queryItems: [URLQueryItem(name: "notify", value: "0")])
    let change = try description.updateEndpoint("7", ["name": "Ada"])

    checkEqual(description.paging, .unpaged)
    checkEqual(change.method, "PATCH")
    checkEqual(change.pathComponents, ["users", "7.json"])
    checkEqual(change.queryItems, [URLQueryItem(name: "notify", value: "0")])
    try checkEqual(change.body.map { try JSONValue(parsing: $0) }, ["user": ["name": "Ada"]])
  }

  @Test func anEditThatReplacesIsAPut() throws {
    let description = ResourceDescription.recordWrites(
      of: "users", settings: ServerSettings(), replacing: true)

    checkEqual(try description.updateEndpoint("7", ["name": "Ada"]).method, "PUT")
  }
}
