import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct FileContentsTests {
  @Test func readsAFileWholeUpToTheLimit() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("file-contents-\(UUID().uuidString)").path
    try Data("12345".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }

    try checkEqual(FileContents.read(path, limit: 5), Data("12345".utf8))
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
    checkEqual(
      "\(FileContents.Failure.tooLarge(limit: 16 << 20))", "it is larger than 16 MiB")
  }

  /// A marker is found wherever it is, cut across two blocks too, and never past the limit.
  @Test(arguments: [0, FileContents.blockSize - 3, FileContents.blockSize * 2 + 5])
  func findsAMarkerWhereverItIs(offset: Int) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("file-contents-\(UUID().uuidString)").path
    let marker = Array("-----BEGIN CERTIFICATE-----".utf8)
    let contents = [UInt8](repeating: UInt8(ascii: "#"), count: offset) + marker + [10]
    try Data(contents).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }

    check(try FileContents.holds(marker, inFirst: contents.count, of: path))
    check(try !FileContents.holds(marker, inFirst: offset + marker.count - 1, of: path))
    check(try !FileContents.holds(Array("END".utf8) + [0], inFirst: contents.count, of: path))
    check(try FileContents.holds([], inFirst: 0, of: path), "nothing is in every file")
  }

  @Test func aMarkerIsLookedForUpToTheLimitInAFileWithoutEnd() throws {
    check(try !FileContents.holds(Array("BEGIN".utf8), inFirst: 1 << 20, of: "/dev/zero"))
    #expect(throws: FileContents.Failure.self) {
      try FileContents.holds(Array("BEGIN".utf8), inFirst: 10, of: "/nonexistent/file")
    }
  }
}
