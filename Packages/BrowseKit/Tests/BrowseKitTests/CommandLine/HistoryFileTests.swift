import Foundation
import TestSupport
import Testing

@testable import BrowseKit

@Suite struct HistoryFileTests {
  /// A folder of this test's own, removed at its end.
  private final class Folder: Sendable {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "browse-history-\(UUID().uuidString)", isDirectory: true)
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  private func permissions(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try #require(attributes[.posixPermissions] as? Int)
  }

  @Test func writesAPrivateFileInAPrivateFolderAndReadsItBack() throws {
    let folder = Folder()
    let file = folder.url.appendingPathComponent("state/app/browse-history")
    HistoryFile.write(["user 1", "post 7"], to: file)
    checkEqual(HistoryFile.read(file), ["user 1", "post 7"])
    try checkEqual(permissions(file), 0o600)
    try checkEqual(permissions(file.deletingLastPathComponent()), 0o700)
    HistoryFile.write(["post 8"], to: file)
    checkEqual(HistoryFile.read(file), ["post 8"])
    let left = try FileManager.default.contentsOfDirectory(
      atPath: file.deletingLastPathComponent().path)
    checkEqual(left, ["browse-history"], "no temporary file is left")
  }

  @Test func keepsTheCommandsAndTheSearchesApart() {
    let lines = HistoryFile.lines(
      commands: LineHistory(["user 1", "post 7"]), searches: LineHistory(["night"]))
    checkEqual(lines, [":user 1", ":post 7", "/night"])
    let (commands, searches) = HistoryFile.histories(of: lines + ["stray"])
    checkEqual(commands.lines, ["user 1", "post 7"])
    checkEqual(searches.lines, ["night"])
  }

  @Test func aMissingBrokenOrUnwritableFileIsPassedOver() throws {
    let folder = Folder()
    let missing = folder.url.appendingPathComponent("none")
    checkEqual(HistoryFile.read(missing), [])

    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    let broken = folder.url.appendingPathComponent("broken")
    try Data([0xFF, 0xFE, 0x0A, 0x1B, 0x5B, 0x32, 0x4A, 0x0A, 0x70, 0x6F, 0x73, 0x74]).write(
      to: broken)
    let lines = HistoryFile.read(broken)
    check(lines.allSatisfy { !$0.contains("\u{1B}") }, "no escape reaches the screen")
    checkEqual(lines.last, "post")

    // A folder where the file should be: nothing is read, and writing fails quietly.
    let folderInPlace = folder.url.appendingPathComponent("taken")
    try FileManager.default.createDirectory(at: folderInPlace, withIntermediateDirectories: true)
    checkEqual(HistoryFile.read(folderInPlace), [])
    HistoryFile.write(["post 1"], to: folderInPlace)
    checkEqual(HistoryFile.read(folderInPlace), [])
  }
}
