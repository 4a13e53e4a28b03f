import Foundation
import JSONServer
import TestSupport
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

    check(try ExampleDatabase.createIfMissing(file))
    try checkEqual(Data(contentsOf: file), ExampleDatabase.contents)
    let api = try JSONServer(contentsOf: file)
    checkEqual(api.resources.map(\.name), ["posts", "comments", "profile"])
    check(!(try ExampleDatabase.createIfMissing(file)))
  }

  @Test func leavesAFileThatExistsOrIsNoJSONFile() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let existing = folder.appendingPathComponent("db.json")
    try Data().write(to: existing)
    let dangling = folder.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(
      at: dangling, withDestinationURL: folder.appendingPathComponent("nowhere.json"))

    check(!(try ExampleDatabase.createIfMissing(existing)))
    check(try Data(contentsOf: existing).isEmpty)
    check(!(try ExampleDatabase.createIfMissing(folder.appendingPathComponent("db.txt"))))
    check(!(try ExampleDatabase.createIfMissing(dangling)))
    check(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("db.txt").path))
  }

  @Test func saysWhyItCannotMakeIt() throws {
    let file = URL(fileURLWithPath: "/no-such-folder-\(UUID().uuidString)/db.json")

    #expect(
      throws: ServeError(
        .unreadable, "db.json does not exist and cannot be made: No such file or directory")
    ) { try ExampleDatabase.createIfMissing(file) }
  }
}
