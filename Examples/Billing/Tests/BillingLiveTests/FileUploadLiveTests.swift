import Billing
import BillingServer
import Dependencies
import Features
import Foundation
import HTTPClient
import HTTPClientLive
import Synchronization
import Testing

/// Uploads through the live client to the server's files host, which reads the form with a
/// parser of its own: each test on `127.0.0.1` and on `::1`.
@Suite(.timeLimit(.minutes(1)))
struct FileUploadLiveTests {
  /// A session whose base URL is the files host of `server`, as a program sends uploads with.
  func files(_ server: BillingServer) throws -> HTTPSession {
    try session(of: server.filesURL)
  }

  /// A session of the API at `baseURL` with the secret key, its waits passing at once.
  func session(of baseURL: String) throws -> HTTPSession {
    HTTPSession(
      baseURL: try #require(URL(string: baseURL)), userAgent: "billing-tests/1.0",
      credentials: .bearer(BillingLiveTests.secretKey),
      policy: TransferPolicy(timeout: .seconds(30), retries: 2, clock: ImmediateClock()))
  }

  @Test(arguments: BillingLiveTests.hosts)
  func aMegabyteFileIsStoredWithItsSizeNameAndPurposeAsProgressReachesTheLength(host: String)
    async throws
  {
    let file = try TemporaryFile(
      named: "scan.bin", Data((0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }))
    defer { file.remove() }
    let server = try BillingServer(host: host, secretKey: BillingLiveTests.secretKey)
    let reports = Reports()
    let upload = BillingResources.uploadFile(
      at: file.path, purpose: .disputeEvidence, fileName: "receipt.pdf", progress: reports.append)
    let length = try #require(upload.multipartBody).contentLength()
    let stored = try await files(server).send(upload)
    await server.shutdown()

    #expect(stored.id == "file_1")
    #expect(stored.purpose == .disputeEvidence)
    #expect(stored.fileName == "receipt.pdf")
    #expect(stored.size == 1_000_000)
    #expect(stored.type == "pdf")
    #expect(server.files == [stored])
    let post = try #require(server.uploads.first)
    #expect(post.method == "POST" && post.target == "/v1/files")
    #expect(post.version == BillingResources.version)
    #expect(server.requests.isEmpty, "nothing went to the customers' host")
    let progress = reports.all
    #expect(progress.count >= 3, "\(progress.count) reports")
    #expect(progress.allSatisfy { $0.expected == length })
    #expect(progress.map(\.completed) == progress.map(\.completed).sorted())
    #expect(progress.last?.completed == length)
  }

  @Test(arguments: BillingLiveTests.hosts)
  func aFormWithoutItsPurposeOrItsFileIsRefusedUnderTheParamMissing(host: String) async throws {
    let file = try TemporaryFile(named: "receipt.pdf", Data("%PDF-1.7\r\n".utf8))
    defer { file.remove() }
    let server = try BillingServer(host: host, secretKey: BillingLiveTests.secretKey)
    let session = try files(server)
    let form = { (parts: [MultipartForm.Part]) in
      Endpoint<StoredFile>.upload(
        ["v1", "files"], form: MultipartForm(parts), resource: "file", rejection: .stripe)
    }
    let withoutPurpose = await #expect(throws: NetworkError.self) {
      try await session.send(form([.file("file", path: file.path)]))
    }
    let withTextForFile = await #expect(throws: NetworkError.self) {
      try await session.send(form([.text("purpose", "dispute_evidence"), .text("file", "x")]))
    }
    await server.shutdown()

    #expect(
      withoutPurpose?.description
        == #"the server rejected the file: purpose "Missing required param: purpose.""#)
    #expect(
      withTextForFile?.description
        == #"the server rejected the file: file "Missing required param: file.""#)
    #expect(server.uploads.map(\.status) == [400, 400])
    #expect(server.files.isEmpty)
  }

  @Test func theCustomersHostTakesNoUpload() async throws {
    let file = try TemporaryFile(named: "receipt.pdf", Data("%PDF-1.7\r\n".utf8))
    defer { file.remove() }
    let server = try BillingServer(secretKey: BillingLiveTests.secretKey)
    let upload = BillingResources.uploadFile(at: file.path, purpose: .disputeEvidence)
    await #expect(throws: NetworkError.self) {
      try await session(of: server.baseURL).send(upload)
    }
    await server.shutdown()

    #expect(server.requests.map(\.status) == [404])
    #expect(server.files.isEmpty && server.uploads.isEmpty)
  }
}

/// A file in a folder of its own, removed with the folder.
private struct TemporaryFile {
  let folder: URL
  let path: String

  init(named name: String, _ contents: Data) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("billing-upload-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent(name).path
    try contents.write(to: URL(fileURLWithPath: path))
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}

/// The progress an upload told, in order, from the transfer's thread.
private final class Reports: Sendable {
  private let reports = Mutex<[TransferProgress]>([])

  /// Keeps `progress`.
  @Sendable func append(_ progress: TransferProgress) {
    reports.withLock { $0.append(progress) }
  }

  /// Every report, in order.
  var all: [TransferProgress] {
    reports.withLock { $0 }
  }
}
