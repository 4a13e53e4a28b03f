import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import Synchronization
import TestSupport
import Testing

/// A folder of its own for a test's downloads, removed with what is in it.
private struct DownloadFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("download-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  func remove() { try? FileManager.default.removeItem(at: url) }

  /// Leaves `bytes` as the part of `server`'s export that a download stopped, beside the
  /// record it keeps: `record`'s members (`"length": 10, `), then its name and URL.
  func leavePart(_ bytes: Data, of server: HostileServer, record: String) throws {
    try bytes.write(to: file("catalogue.csv.part"))
    let url = server.baseURL.appendingPathComponent("exports/catalogue.csv").absoluteString
    try Data(#"{\#(record)"name": "catalogue.csv", "url": "\#(url)"}"#.utf8)
      .write(to: file("catalogue.csv.part.json"))
  }
}

/// Downloads to a file from servers on loopback that answer `Range`, ignore it, and break off.
@Suite("HTTPSession's downloads", .timeLimit(.minutes(1)))
struct HTTPSessionDownloadTests {
  private static func bytes(_ count: Int, seed: UInt64 = 7) -> Data {
    var generator = SplitMix64(seed: seed)
    return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
  }

  private func session(of server: HostileServer, retries: Int = 0) -> HTTPSession {
    HTTPSession(
      baseURL: server.baseURL, userAgent: "HTTPSessionDownloadTests/1",
      policy: TransferPolicy(retries: retries, clock: ImmediateClock()))
  }

  private let export = Endpoint<Data>.download(["exports", "catalogue.csv"], resource: "export")

  /// The download of `server`'s export to `target` that breaks off, then the one that
  /// resumes it.
  private func downloadResumed(from server: HostileServer, to target: URL) async throws
    -> DownloadedFile
  {
    await #expect(throws: DownloadFailure.self) {
      try await session(of: server).download(export, to: .file(target)).file
    }
    return try await session(of: server).download(export, to: .file(target)).file
  }

  @Test(
    "a download streams the whole body to its file, leaving nothing beside it",
    arguments: ["127.0.0.1", "::1"])
  func downloadsWhole(address: String) async throws {
    let file = Self.bytes(3_000_000)
    let server = try HostileServer(address: address, script: RangeServing(file: file).script)
    let folder = try DownloadFolder()
    defer { folder.remove() }
    let download = session(of: server).download(export, to: .file(folder.file("catalogue.csv")))
    let seen = Mutex<[TransferProgress]>([])
    for await progress in download.progress { seen.withLock { $0.append(progress) } }
    let done = try await download.file

    checkEqual(try Data(contentsOf: done.url), file)
    checkEqual(done.byteCount, Int64(file.count))
    checkEqual(done.resumedFrom, 0)
    checkEqual(folder.names, ["catalogue.csv"])
    checkEqual(
      seen.withLock { $0.last },
      Optional(TransferProgress(completed: 3_000_000, expected: 3_000_000)))
    let request = try #require(server.requests.first)
    checkEqual(request.headers["accept-encoding"], "identity")
    checkEqual(request.headers["accept"], "*/*")
    checkEqual(request.headers["range"], nil)
  }

  @Test("a download to a folder is named by Content-Disposition, a taken name numbered")
  func namesFromTheAnswer() async throws {
    var serving = RangeServing(file: Data("a,b\n1,2\n".utf8))
    serving.disposition = "attachment; filename=\"report 2026.csv\""
    let server = try HostileServer(script: serving.script)
    let folder = try DownloadFolder()
    defer { folder.remove() }

    let first = try await session(of: server).download(export, to: .folder(folder.url)).file
    let second = try await session(of: server).download(export, to: .folder(folder.url)).file

    checkEqual(first.url.lastPathComponent, "report 2026.csv")
    checkEqual(second.url.lastPathComponent, "report 2026-1.csv")
    checkEqual(folder.names, ["report 2026-1.csv", "report 2026.csv"])
  }

  @Test("without Content-Disposition, the last segment of the path names the file")
  func namesFromThePath() async throws {
    let server = try HostileServer(script: RangeServing(file: Data("x".utf8)).script)
    let folder = try DownloadFolder()
    defer { folder.remove() }
    let done = try await session(of: server).download(export, to: .folder(folder.url)).file
    checkEqual(done.url.lastPathComponent, "catalogue.csv")
  }

  @Test("a name from the path without an extension is given its type's")
  func aNameFromThePathGetsItsTypesExtension() {
    let json = HTTPResponseHead(
      status: 200, headers: ["Content-Type": "application/json; charset=utf-8"],
      url: URL(string: "http://127.0.0.1/posts"))
    let bytes = HTTPResponseHead(
      status: 200, headers: ["Content-Type": "application/octet-stream"],
      url: URL(string: "http://127.0.0.1/dump"))
    let named = HTTPResponseHead(
      status: 200,
      headers: [
        "Content-Type": "application/json", "Content-Disposition": "attachment; filename=x",
      ],
      url: URL(string: "http://127.0.0.1/posts"))
    checkEqual(DownloadDestination.fileName(for: json), "posts.json")
    checkEqual(DownloadDestination.fileName(for: bytes), "dump")
    checkEqual(DownloadDestination.fileName(for: named), "x", "the server's own name, as it is")
    checkEqual(DownloadDestination.fileName(for: HTTPResponseHead(status: 200)), "download")
  }

  @Test("a download cut off halfway keeps its bytes beside the file, and resumes with If-Range")
  func resumesWhereItStopped() async throws {
    let file = Self.bytes(2_000_000)
    var serving = RangeServing(file: file)
    serving.cuts = [700_000]
    let server = try HostileServer(script: serving.script)
    let folder = try DownloadFolder()
    defer { folder.remove() }
    let target = folder.file("catalogue.csv")

    let failure = await #expect(throws: DownloadFailure.self) {
      try await session(of: server).download(export, to: .file(target)).file
    }
    guard case .brokenOff(let partial, let written, let expected, _)? = failure else {
      Issue.record("not a download that broke off: \(String(describing: failure))")
      return
    }
    check(!FileManager.default.fileExists(atPath: target.path), "no file under the final name")
    checkEqual(partial, target.path + ".part")
    checkEqual(written, 700_000)
    checkEqual(expected, 2_000_000)
    checkEqual(try Data(contentsOf: URL(fileURLWithPath: partial)), file.prefix(700_000))
    checkEqual(folder.names, ["catalogue.csv.part", "catalogue.csv.part.json"])

    let done = try await session(of: server).download(export, to: .file(target)).file

    checkEqual(try Data(contentsOf: target), file)
    checkEqual(done.resumedFrom, 700_000)
    checkEqual(done.byteCount, 2_000_000)
    checkEqual(folder.names, ["catalogue.csv"])
    let resumed = try #require(server.requests.last)
    checkEqual(resumed.headers["range"], "bytes=700000-")
    checkEqual(resumed.headers["if-range"], "\"v1\"")
  }

  @Test("a download in a folder resumes the partial file its URL left there")
  func resumesInAFolder() async throws {
    let file = Self.bytes(500_000)
    var serving = RangeServing(file: file)
    serving.cuts = [100_000]
    serving.disposition = "attachment; filename=\"dump.bin\""
    let server = try HostileServer(script: serving.script)
    let folder = try DownloadFolder()
    defer { folder.remove() }
    await #expect(throws: DownloadFailure.self) {
      try await session(of: server).download(export, to: .folder(folder.url)).file
    }

    let done = try await session(of: server).download(export, to: .folder(folder.url)).file

    checkEqual(done.url.lastPathComponent, "dump.bin")
    checkEqual(done.resumedFrom, 100_000)
    checkEqual(try Data(contentsOf: done.url), file)
    checkEqual(folder.names, ["dump.bin"])
  }

  @Test("a server that ignores Range starts the file again, never adding the whole to the part")
  func restartsWhenRangeIsIgnored() async throws {
    let file = Self.bytes(1_000_000)
    var serving = RangeServing(file: file)
    serving.cuts = [400_000]
    serving.honoursRange = false
    let server = try HostileServer(script: serving.script)
    let folder = try DownloadFolder()
    defer { folder.remove() }
    let target = folder.file("catalogue.csv")
    let done = try await downloadResumed(from: server, to: target)

    checkEqual(done.resumedFrom, 0)
    checkEqual(try Data(contentsOf: target), file)
    checkEqual(server.requests.last?.headers["range"], "bytes=400000-")
  }

  @Test("a file that changed since the part was kept is downloaded again whole")
  func restartsWhenTheFileChanged() async throws {
    var first = RangeServing(file: Self.bytes(600_000, seed: 1))
    first.cuts = [300_000]
    var second = RangeServing(file: Self.bytes(800_000, seed: 2))
    second.entityTag = "\"v2\""
    let server = try HostileServer { [first, second] request, index in
      index == 0
        ? first.steps(for: request, index: 0) : second.steps(for: request, index: index)
    }
    let folder = try DownloadFolder()
    defer { folder.remove() }
    let target = folder.file("catalogue.csv")
    let done = try await downloadResumed(from: server, to: target)

    checkEqual(server.requests.last?.headers["if-range"], "\"v1\"")
    checkEqual(try Data(contentsOf: target), second.file)
    checkEqual(done.resumedFrom, 0)
  }

  @Test("a 416 whose length is that of the part there finishes it")
  func finishesAPartThatIsWhole() async throws {
    let file = Self.bytes(50_000)
    let server = try HostileServer(script: RangeServing(file: file).script)
    let folder = try DownloadFolder()
    defer { folder.remove() }
    let target = folder.file("catalogue.csv")
    // Every byte came, and the download was stopped before the part was named.
    try folder.leavePart(
      file, of: server, record: #""entityTag": "\"v1\"", "length": 50000, "#)

    let done = try await session(of: server).download(export, to: .file(target)).file

    checkEqual(server.requests.map { $0.headers["range"] }, ["bytes=50000-"])
    checkEqual(try Data(contentsOf: target), file)
    checkEqual(folder.names, ["catalogue.csv"])
    checkEqual(done.resumedFrom, 50_000)
  }

  @Test("a part whose answer named neither a version nor a length starts over")
  func aPartWithoutAValidatorStartsOver() async throws {
    let file = Self.bytes(40_000)
    let server = try HostileServer(script: RangeServing(file: file).script)
    let folder = try DownloadFolder()
    defer { folder.remove() }
    let target = folder.file("catalogue.csv")
    try folder.leavePart(Data(repeating: 0, count: 10_000), of: server, record: "")

    let done = try await session(of: server).download(export, to: .file(target)).file

    checkEqual(server.requests.map { $0.headers["range"] }, [nil])
    checkEqual(try Data(contentsOf: target), file)
    checkEqual(done.resumedFrom, 0)
  }

  @Test("a body that breaks off is resumed as the policy retries a read")
  func resumesWithinTheRetries() async throws {
    let file = Self.bytes(1_200_000)
    var serving = RangeServing(file: file)
    serving.cuts = [200_000, 500_000]
    let server = try HostileServer(script: serving.script)
    let folder = try DownloadFolder()
    defer { folder.remove() }
    let target = folder.file("catalogue.csv")

    let done = try await session(of: server, retries: 2).download(export, to: .file(target)).file

    checkEqual(try Data(contentsOf: target), file)
    checkEqual(
      server.requests.map { $0.headers["range"] }, [nil, "bytes=200000-", "bytes=700000-"])
    checkEqual(done.resumedFrom, 700_000)
  }

  @Test("a body that stops coming past the timeout keeps its bytes, and says so")
  func aStalledBodyKeepsItsPart() async throws {
    let file = Self.bytes(300_000)
    var serving = RangeServing(file: file)
    serving.cuts = [120_000]
    serving.holdsAfterCut = true
    let server = try HostileServer(script: serving.script)
    defer { server.stop() }
    let folder = try DownloadFolder()
    defer { folder.remove() }
    let target = folder.file("catalogue.csv")
    let clock = TestClock()
    let session = HTTPSession(
      baseURL: server.baseURL, userAgent: "HTTPSessionDownloadTests/1",
      policy: TransferPolicy(timeout: .seconds(1), retries: 0, clock: clock, timeoutClock: clock))
    let download = session.download(export, to: .file(target))
    // The part has come and the server holds the rest: the time runs out, on cue.
    var progress = download.progress.makeAsyncIterator()
    while let step = await progress.next(), step.completed < 120_000 {}
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))

    let failure = await #expect(throws: DownloadFailure.self) { try await download.file }

    guard case .brokenOff(let partial, let written, let expected, let cause)? = failure else {
      Issue.record("not a download that broke off: \(String(describing: failure))")
      return
    }
    checkEqual(partial, target.path + ".part")
    checkEqual(written, 120_000)
    checkEqual(expected, 300_000)
    guard case .bodyStalled = cause else {
      Issue.record("not a body that stopped coming: \(cause)")
      return
    }
    checkEqual(try Data(contentsOf: URL(fileURLWithPath: partial)), file.prefix(120_000))
  }

  @Test("a part of the file to a request for the whole is taken from its start, else refused")
  func aPartToARequestForTheWhole() async throws {
    let file = Self.bytes(20_000)
    let fromStart = try HostileServer { _, _ in
      [
        .text(
          "HTTP/1.1 206 Partial Content\r\nContent-Range: bytes 0-19999/20000\r\n"
            + "Content-Length: 20000\r\nConnection: close\r\n\r\n"), .send(file),
      ]
    }
    let fromElsewhere = try HostileServer { _, _ in
      [
        .text(
          "HTTP/1.1 206 Partial Content\r\nContent-Range: bytes 100-19999/20000\r\n"
            + "Content-Length: 19900\r\nConnection: close\r\n\r\n"), .send(file.dropFirst(100)),
      ]
    }
    let folder = try DownloadFolder()
    defer { folder.remove() }

    let whole = try await session(of: fromStart).download(
      export, to: .file(folder.file("a.bin"))
    ).file
    await #expect(throws: NetworkError.self) {
      try await session(of: fromElsewhere, retries: 2).download(
        export, to: .file(folder.file("b.bin"))
      ).file
    }

    checkEqual(try Data(contentsOf: whole.url), file)
    checkEqual(fromElsewhere.requests.count, 1, "never asked round and round")
  }

  @Test("a second download of the same part at once is refused, the first left to write it")
  func aPartIsWrittenByOneDownload() async throws {
    var serving = RangeServing(file: Self.bytes(400_000))
    serving.cuts = [100_000]
    serving.holdsAfterCut = true
    let server = try HostileServer(script: serving.script)
    defer { server.stop() }
    let folder = try DownloadFolder()
    defer { folder.remove() }
    let target = folder.file("catalogue.csv")
    let first = session(of: server).download(export, to: .file(target), resuming: false)
    var progress = first.progress.makeAsyncIterator()
    while let step = await progress.next(), step.completed < 100_000 {}

    let failure = await #expect(throws: DownloadFailure.self) {
      try await session(of: server).download(export, to: .file(target), resuming: false).file
    }

    checkEqual(
      failure,
      .cannotWrite(file: target.path + ".part", reason: "another download is writing it"))
    first.cancel()
    checkEqual(try Data(contentsOf: folder.file("catalogue.csv.part")).count, 100_000)
  }

  @Test("a download's time counts from its last bytes, not within the task's deadline")
  func aDownloadOutlastsTheTasksDeadline() async throws {
    let file = Self.bytes(100_000)
    let server = try HostileServer { _, _ in
      [
        .text("HTTP/1.1 200 OK\r\nContent-Length: 100000\r\nConnection: close\r\n\r\n"),
        .send(file.prefix(10_000)),
      ]
        + (1..<10).flatMap { part -> [HostileServer.Step] in
          // Each part 0.2 s after the one before: 1.8 s in all, past the task's 1 s.
          let bytes = file.subdata(in: part * 10_000..<(part + 1) * 10_000)
          return [.trickle(bytes.prefix(1), interval: 0.2), .send(bytes.dropFirst())]
        }
    }
    let folder = try DownloadFolder()
    defer { folder.remove() }
    let session = HTTPSession(
      baseURL: server.baseURL, userAgent: "HTTPSessionDownloadTests/1",
      policy: TransferPolicy(timeout: .seconds(5), retries: 0))

    let done = try await withDeadline(Deadline(after: .seconds(1), clock: ContinuousClock())) {
      try await session.download(export, to: .file(folder.file("slow.bin"))).file
    }

    checkEqual(try Data(contentsOf: done.url), file)
  }

  @Test("a cancelled download leaves its part, and no file under the final name")
  func cancellingKeepsThePart() async throws {
    let file = Self.bytes(400_000)
    let server = try HostileServer { _, _ in
      [
        .text(
          "HTTP/1.1 200 OK\r\nETag: \"v1\"\r\nContent-Length: \(file.count)\r\n\r\n"),
        .send(file.prefix(100_000)), .markSent, .hold,
      ]
    }
    defer { server.stop() }
    let folder = try DownloadFolder()
    defer { folder.remove() }
    let target = folder.file("catalogue.csv")
    let download = session(of: server).download(export, to: .file(target))
    await server.waitForPartialSend()
    var iterator = download.progress.makeAsyncIterator()
    while let progress = await iterator.next(), progress.completed < 100_000 {}
    download.cancel()

    await #expect(throws: NetworkError.cancelled) { try await download.file }
    check(!FileManager.default.fileExists(atPath: target.path))
    checkEqual(folder.names, ["catalogue.csv.part", "catalogue.csv.part.json"])
  }

  @Test("a download to a folder that is not there fails naming the file, sending nothing more")
  func refusesAFolderThatIsNotThere() async throws {
    let server = try HostileServer(script: RangeServing(file: Data("x".utf8)).script)
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("absent-\(UUID().uuidString)/catalogue.csv")
    let failure = await #expect(throws: DownloadFailure.self) {
      try await session(of: server).download(export, to: .file(missing)).file
    }
    guard case .cannotWrite(let file, let reason)? = failure else {
      Issue.record("not a write failure: \(String(describing: failure))")
      return
    }
    check(file.hasPrefix(missing.path))
    checkEqual(reason, "No such file or directory")
  }

  @Test("an answer refused is the server's error, and leaves no file")
  func refusedAnswerLeavesNothing() async throws {
    let server = try HostileServer(answering: [.response(404, body: #"{"error": "no export"}"#)])
    let folder = try DownloadFolder()
    defer { folder.remove() }
    await #expect(throws: NetworkError.self) {
      try await session(of: server).download(export, to: .folder(folder.url)).file
    }
    checkEqual(folder.names, [])
  }
}
