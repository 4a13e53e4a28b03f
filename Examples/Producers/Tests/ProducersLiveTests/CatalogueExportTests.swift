import Foundation
import HTTPClient
import HTTPClientLive
import Producers
import ProducersLive
import ProducersServer
import Synchronization
import Testing

@Suite(.timeLimit(.minutes(1)))
struct CatalogueExportTests {
  /// Three producers and one whose fields need quoting in CSV.
  static let producers =
    ProducersLiveTests.catalogue(3)
    + [
      CatalogueProducer(
        id: 4, name: #"Mill "North", Ltd"#, shortDescription: "Flour,\r\nand bread.",
        imagePaths: ["https://images.example.com/4/1.jpg", "https://images.example.com/4/2.jpg"])
    ]

  /// A session of `server` that tries a broken-off download `retries` more times. No timeout,
  /// as in `ProducersLiveTests`.
  func session(_ server: ProducersServer, retries: Int = 0) throws -> HTTPSession {
    HTTPSession(
      baseURL: try #require(URL(string: server.baseURL)), userAgent: "ProducersTests",
      policy: TransferPolicy(timeout: nil, retries: retries))
  }

  /// A folder of its own for one test's downloads, made.
  func downloadFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "producers-export-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func theExportIsCSVWithWhatNeedsItQuoted() throws {
    let csv = CatalogueCSV.csv(of: Array(Self.producers.suffix(1)))
    #expect(
      String(decoding: csv, as: UTF8.self)
        == "id,name,short_description,description,location,images\r\n"
        + #"4,"Mill ""North"", Ltd","Flour,"# + "\r\n"
        + #"and bread.",,,https://images.example.com/4/1.jpg https://images.example.com/4/2.jpg"#
        + "\r\n")
    // A digest of the bytes, the same in every run; the empty file's is FNV-1a's offset basis.
    #expect(CatalogueCSV.entityTag(of: csv) == #""ad8a0b5517067cb7""#)
    #expect(CatalogueCSV.entityTag(of: Data()) == #""cbf29ce484222325""#)
  }

  @Test func theExportDownloadsWholeNamedByTheServer() async throws {
    let folder = try downloadFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try ProducersServer(producers: Self.producers)
    let steps = Mutex<[TransferProgress]>([])
    let outcome = await Result {
      try await CatalogueExport.download(through: try session(server), to: .folder(folder)) {
        step in steps.withLock { $0.append(step) }
      }
    }
    await server.shutdown()
    let file = try outcome.get()
    let csv = CatalogueCSV.csv(of: Self.producers)
    #expect(file.url == folder.appendingPathComponent("catalogue.csv"))
    #expect(try Data(contentsOf: file.url) == csv)
    #expect(file.byteCount == Int64(csv.count) && file.resumedFrom == 0)
    #expect(file.head.status == 200)
    #expect(file.head.value(forHeader: "ETag") == CatalogueCSV.entityTag(of: csv))
    #expect(file.head.value(forHeader: "Content-Type") == "text/csv; charset=utf-8")
    let last = steps.withLock { $0.last }
    #expect(last == TransferProgress(completed: Int64(csv.count), expected: Int64(csv.count)))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["catalogue.csv"])
  }

  @Test func aDownloadBrokenOffIsResumedByTheNextWithARange() async throws {
    let folder = try downloadFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("export.csv")
    let server = try ProducersServer(producers: Self.producers)
    server.breakOffExports(after: [100])
    let session = try session(server)
    let failure = await #expect(throws: DownloadFailure.self) {
      try await CatalogueExport.download(through: session, to: .file(target))
    }
    let partialExists = FileManager.default.fileExists(atPath: target.path + ".part")
    let targetExists = FileManager.default.fileExists(atPath: target.path)
    let outcome = await Result {
      try await CatalogueExport.download(through: session, to: .file(target))
    }
    await server.shutdown()

    let csv = CatalogueCSV.csv(of: Self.producers)
    guard case .brokenOff(let partial, 100, let expected, _) = failure else {
      Issue.record("expected a break after 100 bytes, got \(String(describing: failure))")
      return
    }
    #expect(partial == target.path + ".part" && expected == Int64(csv.count))
    #expect(partialExists && !targetExists)
    let file = try outcome.get()
    #expect(try Data(contentsOf: target) == csv)
    #expect(file.resumedFrom == 100 && file.byteCount == Int64(csv.count))
    #expect(file.head.status == 206)
    #expect(
      file.head.value(forHeader: "Content-Range") == "bytes 100-\(csv.count - 1)/\(csv.count)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["export.csv"])
  }

  @Test func aBreakIsResumedWithinTheDownloadWhenThePolicyRetries() async throws {
    let folder = try downloadFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try ProducersServer(producers: Self.producers)
    server.breakOffExports(after: [100])
    let outcome = await Result {
      try await CatalogueExport.download(
        through: try session(server, retries: 1), to: .folder(folder))
    }
    await server.shutdown()
    let file = try outcome.get()
    #expect(try Data(contentsOf: file.url) == CatalogueCSV.csv(of: Self.producers))
    #expect(file.resumedFrom == 100 && file.head.status == 206)
  }

  @Test func aChangedExportIsDownloadedAgainFromItsFirstByte() async throws {
    let folder = try downloadFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try ProducersServer(producers: Self.producers)
    server.breakOffExports(after: [100])
    let session = try session(server)
    await #expect(throws: DownloadFailure.self) {
      try await CatalogueExport.download(through: session, to: .folder(folder))
    }
    let renamed = ProducersLiveTests.catalogue(5, named: "Renamed")
    server.replaceProducers(with: renamed)
    let outcome = await Result {
      try await CatalogueExport.download(through: session, to: .folder(folder))
    }
    await server.shutdown()
    let file = try outcome.get()
    #expect(file.url.lastPathComponent == "catalogue.csv")
    #expect(try Data(contentsOf: file.url) == CatalogueCSV.csv(of: renamed))
    #expect(file.resumedFrom == 0 && file.head.status == 200)
  }

  /// The server's answer to a request for the export with `Range: range` and `If-Range`.
  func answer(
    of session: HTTPSession, range: String, ifRange: String? = nil
  ) async throws -> (body: Data, status: Int?, contentRange: String?) {
    var endpoint = CatalogueExport.endpoint
    endpoint.headers["Range"] = range
    endpoint.headers["If-Range"] = ifRange
    endpoint.successStatuses = [200, 206, 416]
    let (body, head) = try await session.response(endpoint)
    return (body, head?.status, head?.value(forHeader: "Content-Range"))
  }

  @Test func theServerAnswersARangeFromAByteOnWhenItsVersionMatches() async throws {
    let server = try ProducersServer(producers: Self.producers)
    let session = try session(server)
    let csv = CatalogueCSV.csv(of: Self.producers)
    let entityTag = CatalogueCSV.entityTag(of: csv)
    let outcome = await Result {
      (
        try await answer(of: session, range: "bytes=10-", ifRange: entityTag),
        try await answer(of: session, range: "bytes=10-"),
        try await answer(of: session, range: "bytes=10-", ifRange: #""older""#),
        try await answer(of: session, range: "bytes=0-9"),
        try await answer(of: session, range: "bytes=\(csv.count)-", ifRange: entityTag)
      )
    }
    await server.shutdown()
    let (matching, unconditional, changed, closed, past) = try outcome.get()
    let rest = csv.subdata(in: 10..<csv.count)
    #expect(matching.status == 206 && matching.body == rest)
    #expect(matching.contentRange == "bytes 10-\(csv.count - 1)/\(csv.count)")
    #expect(unconditional.status == 206 && unconditional.body == rest)
    #expect(changed.status == 200 && changed.body == csv && changed.contentRange == nil)
    #expect(closed.status == 200 && closed.body == csv)
    #expect(past.status == 416 && past.body.isEmpty)
    #expect(past.contentRange == "bytes */\(csv.count)")
  }
}

extension Result where Failure == any Error {
  /// The outcome of `body`, so that a test shuts its server down before it throws.
  init(catching body: () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
