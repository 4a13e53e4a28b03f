import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite struct CacheRemovalLogTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("CacheRemovalLogTests-\(UUID().uuidString)")

  func makeFolder() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  @Test func theLastRemovalOfAnEntryIsItsReason() throws {
    try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = CacheRemovalLog(folder: folder)
    let name = CacheEntryName(key: "GET /posts")
    let first = Date(timeIntervalSince1970: 1_700_000_000.5)
    let second = first.addingTimeInterval(60)

    checkEqual(log.reason(for: name), nil)
    log.append([name], reason: .evicted(at: first, share: 25_000_000))
    checkEqual(log.reason(for: name), .evicted(at: first, share: 25_000_000))
    log.append([name, CacheEntryName(key: "GET /users")], reason: .clearedByWrite(at: second))
    checkEqual(log.reason(for: name), .clearedByWrite(at: second))
    log.append([name], reason: .neverRead)
    checkEqual(log.reason(for: name), .clearedByWrite(at: second), "never read is not logged")
  }

  @Test func aLogPastItsLimitKeepsTheNewestRemovals() throws {
    try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = CacheRemovalLog(folder: folder)
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let names = (0..<6000).map { CacheEntryName(key: "GET /items/\($0)") }

    for chunk in stride(from: 0, to: names.count, by: 100) {
      log.append(Array(names[chunk..<chunk + 100]), reason: .discarded(at: date))
    }

    let size = try FileManager.default.attributesOfItem(atPath: log.file.path)[.size] as? Int
    check((size ?? .max) <= CacheRemovalLog.sizeLimit)
    checkEqual(log.reason(for: names[names.count - 1]), .discarded(at: date))
    checkEqual(log.reason(for: names[0]), nil, "the oldest removals were dropped")
  }

  @Test func linesThatCannotBeReadAreSkipped() throws {
    try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = CacheRemovalLog(folder: folder)
    let name = CacheEntryName(key: "GET /posts")
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    log.append([name], reason: .clearedByWrite(at: date))
    let handle = try FileHandle(forWritingTo: log.file)
    try handle.seekToEnd()
    try handle.write(
      contentsOf: Data("\(name.fileName) nan evicted\n\(name.fileName) 5 evicted x\n".utf8))
    try handle.close()

    checkEqual(log.reason(for: name), .clearedByWrite(at: date))
  }
}
