import Foundation
import Testing

@testable import AppCommands

@Suite struct FileContentsTests {
  @Test func readsAFileWholeUpToTheLimit() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("file-contents-\(UUID().uuidString)").path
    try Data("12345".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }

    #expect(try FileContents.read(path, limit: 5) == Data("12345".utf8))
    #expect(throws: FileContents.Failure.tooLarge(limit: 4)) {
      try FileContents.read(path, limit: 4)
    }
  }

  @Test func aFileWithoutEndCostsTheLimitAlone() throws {
    #expect(throws: FileContents.Failure.tooLarge(limit: 1 << 20)) {
      try FileContents.read("/dev/zero", limit: 1 << 20)
    }
  }

  @Test func aMissingFileSaysSo() {
    #expect(
      throws: FileContents.Failure.unreadable("there is no such file, or it may not be read")
    ) {
      try FileContents.read("/nonexistent/file", limit: 10)
    }
    #expect(
      "\(FileContents.Failure.tooLarge(limit: 16 << 20))" == "it is larger than 16 MiB")
  }
}
