import Foundation
import JSONServer
import Testing

@Suite struct ExampleDatabaseTests {
  func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "example-database-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func makesAMissingFileWithJSONServersExampleData() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("db.json")

    #expect(try ExampleDatabase.createIfMissing(file))
    #expect(try Data(contentsOf: file) == ExampleDatabase.contents)
    let api = try JSONServer(contentsOf: file)
    #expect(api.resources.map(\.name) == ["posts", "comments", "profile"])
    #expect(!(try ExampleDatabase.createIfMissing(file)))
  }

  @Test func leavesAFileThatExistsOrIsNoJSONFile() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let existing = folder.appendingPathComponent("db.json")
    try Data().write(to: existing)
    let dangling = folder.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(
      at: dangling, withDestinationURL: folder.appendingPathComponent("nowhere.json"))

    #expect(!(try ExampleDatabase.createIfMissing(existing)))
    #expect(try Data(contentsOf: existing).isEmpty)
    #expect(!(try ExampleDatabase.createIfMissing(folder.appendingPathComponent("db.txt"))))
    #expect(!(try ExampleDatabase.createIfMissing(dangling)))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("db.txt").path))
  }

  @Test func saysWhyItCannotMakeIt() throws {
    let file = URL(fileURLWithPath: "/no-such-folder-\(UUID().uuidString)/db.json")

    #expect(
      throws: ServeError(
        .unreadable, "db.json does not exist and cannot be made: No such file or directory")
    ) { try ExampleDatabase.createIfMissing(file) }
  }
}
