import Dependencies
import Foundation
import TestSupport
import Testing

@testable import JSONServer

@Suite struct DatabaseWatcherTests {
  @Test func watchesTheFileASymbolicLinkLeadsTo() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "watch-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appending(path: "real.json")
    let link = folder.appending(path: "db.json")
    try Data(#"{"posts": []}"#.utf8).write(to: target)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let before = DatabaseWatcher.signature(of: link)

    try Data(#"{"posts": [{"id": 1}]}"#.utf8).write(to: target)

    check(DatabaseWatcher.signature(of: link) != before)
  }

  @Test func watchesChangesWithinOneSecondThatKeepTheSize() throws {
    let file = FileManager.default.temporaryDirectory.appending(path: "watch-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(#"{"posts": [{"id": 1}]}"#.utf8).write(to: file)
    let second = Date(timeIntervalSince1970: 1_800_000_000)
    try FileManager.default.setAttributes(
      [.modificationDate: second.addingTimeInterval(0.25)], ofItemAtPath: file.path)
    let before = DatabaseWatcher.signature(of: file)

    try FileManager.default.setAttributes(
      [.modificationDate: second.addingTimeInterval(0.5)], ofItemAtPath: file.path)

    check(DatabaseWatcher.signature(of: file) != before)
  }

  /// What the watcher of a database holding `before` reports once the file holds `after` and a
  /// second has passed, and how many posts the server then serves.
  private static func watch(
    changing before: String, to after: String
  ) async throws -> (file: URL, event: DatabaseWatcher.Event?, posts: Int?) {
    let file = FileManager.default.temporaryDirectory.appending(path: "watch-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(before.utf8).write(to: file)
    let api = try JSONServer(contentsOf: file, options: JSONServerOptions())
    let clock = TestClock()
    let (events, report) = AsyncStream<DatabaseWatcher.Event>.makeStream()
    let watcher = DatabaseWatcher(api: api, clock: clock) { report.yield($0) }
    defer { watcher.stop() }

    await clock.waitForSleepers()
    try Data(after.utf8).write(to: file)
    await clock.advance(by: .seconds(1))
    var iterator = events.makeAsyncIterator()
    let event = await iterator.next()
    let answer = api.respond(to: JSONServerRequest(method: "GET", target: "/posts"))
    let posts = try JSONSerialization.jsonObject(with: answer.body) as? [Any]
    return (file, event, posts?.count)
  }

  @Test func servesTheFileAgainWhenItChanges() async throws {
    let (file, event, posts) = try await Self.watch(
      changing: #"{"posts": [{"id": 1}]}"#, to: #"{"posts": [{"id": 1}, {"id": 2}]}"#)

    checkEqual(event, .reloaded(fileName: file.lastPathComponent))
    checkEqual(posts, 2)
  }

  @Test func servesAChangeMadeBeforeTheWatcherStarted() async throws {
    let file = FileManager.default.temporaryDirectory.appending(path: "watch-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(#"{"posts": [{"id": 1}]}"#.utf8).write(to: file)
    let api = try JSONServer(contentsOf: file, options: JSONServerOptions())
    try Data(#"{"posts": [{"id": 1}, {"id": 2}, {"id": 3}]}"#.utf8).write(to: file)
    let clock = TestClock()
    let (events, report) = AsyncStream<DatabaseWatcher.Event>.makeStream()
    let watcher = DatabaseWatcher(api: api, clock: clock) { report.yield($0) }
    defer { watcher.stop() }

    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))
    // Asleep again: the check is over, and what it reported is in the stream.
    await clock.waitForSleepers()
    report.finish()
    var iterator = events.makeAsyncIterator()
    let event = await iterator.next()
    let answer = api.respond(to: JSONServerRequest(method: "GET", target: "/posts"))
    let posts = try JSONSerialization.jsonObject(with: answer.body) as? [Any]

    checkEqual(event, .reloaded(fileName: file.lastPathComponent))
    checkEqual(posts?.count, 3)
  }

  @Test func keepsServingTheDataBeforeAChangeThatCannotBeRead() async throws {
    let (_, event, posts) = try await Self.watch(
      changing: #"{"posts": [{"id": 1}]}"#, to: "{not json")

    let reported = try #require(event)
    guard case .failed(let reason) = reported else {
      Issue.record("expected a failure, got \(reported)")
      return
    }
    check(!reason.isEmpty)
    checkEqual(posts, 1)
  }

  @Test func saysEachEventInOneLine() {
    checkEqual(
      "\(DatabaseWatcher.Event.reloaded(fileName: "db.json"))",
      "db.json has changed, serving it again")
    checkEqual(
      "\(DatabaseWatcher.Event.failed("db.json is not valid JSON"))",
      "db.json is not valid JSON; still serving the data before the change")
  }
}
