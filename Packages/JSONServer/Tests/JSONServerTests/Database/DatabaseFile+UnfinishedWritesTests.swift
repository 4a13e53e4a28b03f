import Foundation
import TestSupport
import Testing

@testable import JSONServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct DatabaseFileUnfinishedWritesTests {
  /// A process number above Linux's and macOS's largest, so never a running process's.
  private static let endedProcess: pid_t = 99_999_999

  private static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("unfinished-writes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private static func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func removesTheTemporaryFilesOfWritesThatNeverFinishedAndSaysSo() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("db.json")
    try Data("{}".utf8).write(to: file)
    let unfinished = [
      DatabaseFile.temporaryName(of: "db.json", process: Self.endedProcess, number: 7),
      DatabaseFile.temporaryName(of: "db.json", process: Self.endedProcess, number: 12),
    ]
    let kept = [
      DatabaseFile.temporaryName(of: "db.json", process: getpid(), number: 3),
      DatabaseFile.temporaryName(of: "other.json", process: Self.endedProcess, number: 7),
      ".db.json.\(Self.endedProcess).tmp", ".db.json.\(Self.endedProcess).7.tmp.bak",
      ".db.json.x.7.tmp", "db.json.\(Self.endedProcess).7.tmp", "notes.tmp",
    ]
    for name in unfinished + kept {
      try Data("{".utf8).write(to: folder.appendingPathComponent(name))
    }

    let line = JSONServer.removeUnfinishedWrites(of: file)

    checkEqual(
      line,
      "removed .db.json.99999999.12.tmp, .db.json.99999999.7.tmp, left by writes to "
        + "db.json that never finished")
    try checkEqual(Self.names(in: folder), (kept + ["db.json"]).sorted())
    checkEqual(JSONServer.removeUnfinishedWrites(of: file), nil)
  }

  @Test func namesOneWriteAndRemovesBesideTheFileALinkLeadsTo() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = folder.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: data.appendingPathComponent("db.json"))
    let link = folder.appendingPathComponent("db.json")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: data.appendingPathComponent("db.json"))
    let name = DatabaseFile.temporaryName(of: "db.json", process: Self.endedProcess, number: 1)
    try Data("{".utf8).write(to: data.appendingPathComponent(name))

    checkEqual(
      JSONServer.removeUnfinishedWrites(of: link),
      "removed \(name), left by a write to db.json that never finished")
    try checkEqual(Self.names(in: data), ["db.json"])
  }
}
