import Features
import Foundation
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct KeptCatalogTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "KeptCatalogTests-\(UUID().uuidString)", isDirectory: true)

  func kept(_ name: String) -> KeptCatalog {
    KeptCatalog(file: folder.appendingPathComponent(name))
  }

  @Test(arguments: ["", "{}", #"{"resources": []}"#, #"{"resources": [{"name": 1}]}"#, "[1]"])
  func aFileThatIsNoCatalogKeepsNone(text: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = kept("library.json")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: library.file)

    checkEqual(library.read(), nil)
  }

  @Test func whatDiscoveryFindsIsKeptButNothingOfAServerNotReached() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let found = kept("found.json")
    let unreached = kept("unreached.json")
    let database = RecordCollections.answering { endpoint in
      let isDatabase = endpoint.pathComponents == ["db"]
      return (Data((isDatabase ? #"{"books": [{"id": 1}]}"# : "{}").utf8), nil)
    }
    let gone = RecordCollections.answering { _ in
      throw NetworkError.unreachable(host: "127.0.0.1", reason: "connection refused")
    }

    _ = try await ResourceDiscovery.catalog(naming: [], collections: database, kept: found)
    await #expect(throws: ResourceDiscovery.Failure.self) {
      try await ResourceDiscovery.catalog(naming: [], collections: gone, kept: unreached)
    }

    checkEqual(
      ResourceDiscovery.kept(found, idField: "_id")?.resources,
      [
        BrowsedResource(name: "books")
      ])
    checkEqual(ResourceDiscovery.kept(found, idField: "_id")?.idField, "_id")
    checkEqual(unreached.read(), nil)
  }
}
