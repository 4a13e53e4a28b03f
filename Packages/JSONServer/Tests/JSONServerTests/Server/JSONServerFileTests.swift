import Foundation
import JSONCoding
import TestSupport
import Testing

@testable import JSONServer

/// Database files: loading with clear errors, saving every kept write atomically, reloading.
@Suite final class JSONServerFileTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appending(path: "sample-server-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  /// How long a blocked read or save waits for the read beside it, in seconds: a bound on a hang
  /// only, which a machine busy with other tests never reaches (ten seconds it did).
  private static let hangGuard = 120.0

  private func file(_ text: String, named name: String = "db.json") throws -> URL {
    let url = directory.appending(path: name)
    try Data(text.utf8).write(to: url)
    return url
  }

  private func loadingError(_ text: String) throws -> JSONServerError? {
    let url = try file(text)
    do throws(JSONServerError) {
      _ = try JSONServer(contentsOf: url)
      return nil
    } catch {
      return error
    }
  }

  @Test func namesTheLineAndColumnOfInvalidJSON() throws {
    let error = try #require(try loadingError("{\n  \"posts\": [\n    {\"id\": 1,}\n  ]\n}"))
    checkEqual(error.kind, .invalidJSON)
    check(error.line == 3 && error.column == 14)
    checkEqual(
      error.description, #"db.json is not valid JSON at line 3, column 14: unexpected "}""#)
    let truncated = try #require(try loadingError("{\"posts\": ["))
    checkEqual(
      truncated.description, "db.json is not valid JSON at line 1, column 12: it ends too early")
  }

  @Test func namesTheLineAndColumnOfAResourceThatIsNeitherListNorObject() throws {
    let error = try #require(try loadingError("{\n  \"posts\": [],\n  \"count\": 3\n}"))
    checkEqual(error.kind, .invalidContent)
    check(error.line == 3 && error.column == 12)
    checkEqual(
      error.description,
      #"db.json, line 3, column 12: "count" is a number; a resource is an array or an object"#)
    let array = try #require(try loadingError("[1]"))
    checkEqual(array.description, "db.json holds an array, not an object")
    check(array.line == 1 && array.column == 1)
    try checkEqual(loadingError(#"{"a/b": []}"#)?.kind, .invalidContent)
  }

  @Test func refusesAFileOverTheLimitWithoutReadingIt() throws {
    let url = try file("")
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(JSONServer.maximumFileSize + 1))
    try handle.close()
    do throws(JSONServerError) {
      _ = try JSONServer(contentsOf: url)
      Issue.record("served a file over the limit")
    } catch {
      checkEqual(error.kind, .tooLarge)
      checkEqual(error.description, "db.json is larger than 100 MB, which is too large to serve")
    }
  }

  @Test func refusesAMissingFile() {
    do throws(JSONServerError) {
      _ = try JSONServer(contentsOf: directory.appending(path: "missing.json"))
      Issue.record("served a missing file")
    } catch {
      checkEqual(error.kind, .unreadable)
      checkEqual(error.description, "missing.json cannot be read: No such file or directory")
    }
  }

  @Test func refusesWhatIsNotARegularFile() {
    do throws(JSONServerError) {
      _ = try JSONServer(contentsOf: URL(fileURLWithPath: "/dev/zero"))
      Issue.record("served a device")
    } catch {
      checkEqual(error.kind, .unreadable)
      checkEqual(error.description, "zero cannot be read: it is not a regular file")
    }
  }

  @Test func savesEveryKeptWriteAndNothingElse() throws {
    let url = try file(#"{"posts": [{"id": 1}], "profile": {}}"#)
    let server = try JSONServer(contentsOf: url)
    try checkEqual(server.send("POST", "/posts", json: #"{"title": "x"}"#).status, 201)
    let saved = try JSONValue(javaScriptParsing: Data(contentsOf: url))
    checkEqual(
      saved.text, #"{"posts": [{"id": 1}, {"title": "x", "id": 2}], "profile": {}}"#.reformatted)
    check(try String(contentsOf: url, encoding: .utf8).hasSuffix("}\n"))

    let before = try Data(contentsOf: url)
    try checkEqual(server.send("DELETE", "/posts/9").status, 404)
    try checkEqual(server.send("POST", "/posts", json: "[").status, 400)
    try checkEqual(Data(contentsOf: url), before)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    checkEqual(leftovers, ["db.json"])
  }

  @Test func savesThroughASymbolicLinkKeepingThePermissions() throws {
    let target = try file(#"{"posts": []}"#, named: "target.json")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
    let link = directory.appending(path: "db.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let server = try JSONServer(contentsOf: link)
    try checkEqual(server.send("POST", "/posts", json: "{}").status, 201)
    try checkEqual(FileManager.default.destinationOfSymbolicLink(atPath: link.path), target.path)
    check(try String(contentsOf: target, encoding: .utf8).contains(#""id": 1"#))
    let permissions = try FileManager.default.attributesOfItem(atPath: target.path)[
      .posixPermissions]
    checkEqual(permissions as? Int, 0o600)
  }

  @Test func keepsTheFileAsItWasWhenFaking() throws {
    let url = try file(#"{"posts": []}"#)
    let server = try JSONServer(contentsOf: url, options: JSONServerOptions(isFake: true))
    try checkEqual(server.send("POST", "/posts", json: "{}").status, 201)
    try checkEqual(String(contentsOf: url, encoding: .utf8), #"{"posts": []}"#)
  }

  @Test func undoesAWriteThatCannotBeSaved() throws {
    let url = try file(#"{"posts": []}"#)
    let server = try JSONServer(contentsOf: url)
    try FileManager.default.removeItem(at: directory)
    let response = try server.send("POST", "/posts", json: "{}")
    checkEqual(response.status, 500)
    try checkEqual(
      response.json.value(atPath: ["error"])?.queryText?.hasPrefix("db.json could not be saved"),
      true)
    try checkEqual(server.get("/posts").text, "[]")
  }

  @Test func reloadsTheFileAndKeepsItsDataWhenTheFileIsBroken() throws {
    let url = try file(#"{"posts": [{"id": 1}]}"#)
    let server = try JSONServer(contentsOf: url)
    _ = try file(#"{"posts": [{"id": 5}], "tags": []}"#)
    try server.reload()
    try checkEqual(listedIDs(server.get("/posts")), [5])
    checkEqual(server.resources.map(\.name), ["posts", "tags"])
    _ = try file("{")
    #expect(throws: JSONServerError.self) { try server.reload() }
    try checkEqual(listedIDs(server.get("/posts")), [5])
  }

  @Test func servesAnEmptyFileAsAnEmptyDatabaseButKeepsItsDataWhenOneIsReloaded() throws {
    let url = try file(" \n\t")
    let server = try JSONServer(contentsOf: url)
    check(server.resources.isEmpty)
    try checkEqual(server.get("/db").text, "{}")
    try checkEqual(server.send("POST", "/posts", json: "{}").status, 404)

    _ = try file(#"{"posts": []}"#)
    try server.reload()
    _ = try file("")
    #expect(throws: JSONServerError.self) { try server.reload() }
    checkEqual(server.resources.map(\.name), ["posts"])
  }

  @Test func reloadsNothingWhenTheFileHoldsWhatItServes() throws {
    let url = try file(#"{"posts": [{"id": 1}]}"#)
    let server = try JSONServer(contentsOf: url)
    try checkEqual(server.reload(), false, "the file is as it was read")
    try checkEqual(server.send("POST", "/posts", json: "{}").status, 201)
    try checkEqual(server.reload(), false, "the file is as the server saved it")

    _ = try file(#"{"posts": [{"id": 5}]}"#)

    try checkEqual(server.reload(), true)
    try checkEqual(listedIDs(server.get("/posts")), [5])
    try checkEqual(server.reload(), false)
  }

  @Test func answersReadsWhileAReloadReadsTheFile() throws {
    let url = try file(#"{"posts": [{"id": 1}]}"#)
    // Semaphores, not a Gate: the server reads its file on the calling thread, which must block.
    let reloading = DispatchSemaphore(value: 0)
    let readDone = DispatchSemaphore(value: 0)
    let server = try JSONServer(
      contentsOf: url, options: JSONServerOptions(), saving: DatabaseFile.save
    ) { file throws(JSONServerError) in
      let data = try DatabaseFile.read(file)
      if String(decoding: data, as: UTF8.self).contains("5") {
        reloading.signal()
        _ = readDone.wait(timeout: .now() + Self.hangGuard)
      }
      return data
    }
    _ = try file(#"{"posts": [{"id": 5}]}"#)
    let log = LockedValue<[String]>([])
    Thread.detachNewThread {
      reloading.wait()
      log.withLock { $0.append("read \((try? listedIDs(server.get("/posts"))) ?? [])") }
      readDone.signal()
    }

    check(try server.reload())

    checkEqual(log.current, ["read [1]"], "the read was answered, with the data before the reload")
    try checkEqual(listedIDs(server.get("/posts")), [5])
  }

  @Test func servesWhatAReloadReadToTheNextReadOfTheSamePath() throws {
    let url = try file(#"{"posts": [{"id": 1}]}"#)
    let server = try JSONServer(contentsOf: url)
    try checkEqual(listedIDs(server.get("/posts")), [1])
    try checkEqual(listedIDs(server.get("/posts")), [1])

    _ = try file(#"{"posts": [{"id": 7}]}"#)
    try server.reload()

    try checkEqual(listedIDs(server.get("/posts")), [7])
  }

  @Test func answersReadsWhileAWriteIsSaved() throws {
    let url = try file(#"{"posts": [{"id": 1}]}"#)
    // Semaphores, not a Gate: the server saves its file on the calling thread, which must block.
    let saving = DispatchSemaphore(value: 0)
    let readDone = DispatchSemaphore(value: 0)
    let server = try JSONServer(contentsOf: url, options: JSONServerOptions()) {
      database, file throws(JSONServerError) in
      saving.signal()
      _ = readDone.wait(timeout: .now() + Self.hangGuard)
      return try DatabaseFile.save(database, to: file)
    }
    let log = LockedValue<[String]>([])
    Thread.detachNewThread {
      saving.wait()
      log.withLock { $0.append("read \((try? listedIDs(server.get("/posts"))) ?? [])") }
      readDone.signal()
    }

    let response = try server.send("POST", "/posts", json: "{}")

    checkEqual(response.status, 201)
    checkEqual(log.current, ["read [1]"], "the read was answered, with the data before the write")
    try checkEqual(listedIDs(server.get("/posts")), [1, 2])
    check(try String(contentsOf: url, encoding: .utf8).contains(#""id": 2"#))
  }

  @Test func savesEachWriteOnTopOfTheOnesBeforeItWhenTheyComeAtOnce() throws {
    let url = try file(#"{"posts": []}"#)
    let log = LockedValue<[String]>([])
    let server = try JSONServer(contentsOf: url, options: JSONServerOptions()) {
      database, file throws(JSONServerError) in
      let fingerprint = try DatabaseFile.save(database, to: file)
      let ids = try? listedIDs(JSONServer(contentsOf: file).get("/posts"))
      log.withLock { $0.append("saved \(ids?.count ?? -1)") }
      return fingerprint
    }
    let statuses = LockedValue<[String]>([])

    DispatchQueue.concurrentPerform(iterations: 6) { _ in
      statuses.withLock {
        $0.append("\((try? server.send("POST", "/posts", json: "{}"))?.status ?? 0)")
      }
    }

    checkEqual(statuses.current, Array(repeating: "201", count: 6))
    checkEqual(log.current, (1...6).map { "saved \($0)" })
    try checkEqual(listedIDs(server.get("/posts")), Array(1...6))
  }
}
