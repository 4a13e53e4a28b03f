import Dependencies
import Foundation
import HTTPBasics
import HTTPClient
import HTTPClientLive
import JSONCoding
import TestSupport
import Testing

/// What a file store answers an upload with.
private struct StoredFile: Codable, Sendable, Equatable {
  var id: String
}

/// A file in a folder of its own, removed with the folder.
private struct UploadedFile {
  let folder: URL
  let path: String

  init(named name: String, _ contents: Data) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("upload-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent(name).path
    try contents.write(to: URL(fileURLWithPath: path))
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}

/// Multipart uploads as a server on loopback receives them, parsed apart from the encoder.
@Suite("HTTPSession's uploads", .timeLimit(.minutes(1)))
struct HTTPSessionUploadTests {
  private func session(of server: HostileServer) -> HTTPSession {
    HTTPSession(
      baseURL: server.baseURL, userAgent: "HTTPSessionUploadTests/1",
      policy: TransferPolicy(retries: 0, clock: ImmediateClock()))
  }

  private func stored(address: String = "127.0.0.1") throws -> HostileServer {
    try HostileServer(address: address) { _, _ in [.response(201, body: #"{"id": "file_1"}"#)] }
  }

  @Test(
    "a form of text fields and files arrives part by part, each file's bytes whole, with its length",
    arguments: ["127.0.0.1", "::1"])
  func textAndFilesArriveWhole(address: String) async throws {
    var generator = SplitMix64(seed: 3)
    let blob = Data((0..<1_500_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
    let file = try UploadedFile(named: "scan.pdf", blob)
    let image = try UploadedFile(named: "cover.gif", Data("GIF89a\r\n--x".utf8))
    defer {
      file.remove()
      image.remove()
    }
    let server = try stored(address: address)
    let upload = Endpoint<StoredFile>.upload(
      ["v1", "files"],
      form: MultipartForm([
        .text("purpose", "dispute_evidence"), .text("note", "résumé, 2 pages"),
        .file("file", path: file.path), .file("cover", path: image.path, contentType: "image/png"),
      ]),
      resource: "file")

    let stored = try await session(of: server).send(upload)

    checkEqual(stored, StoredFile(id: "file_1"))
    let request = try #require(server.requests.first)
    check(request.method == "POST" && request.path == "/v1/files")
    checkEqual(request.headers["transfer-encoding"], nil, "sent whole, not chunked")
    checkEqual(request.headers["content-length"], "\(request.body.count)")
    let contentType = try #require(request.headers["content-type"])
    let received = try MultipartFormData(parsing: request.body, contentType: contentType)
    checkEqual(received.parts.map(\.name), ["purpose", "note", "file", "cover"])
    checkEqual(received.parts.map(\.fileName), [nil, nil, "scan.pdf", "cover.gif"])
    checkEqual(received.parts.map(\.contentType), [nil, nil, "application/pdf", "image/png"])
    checkEqual(received.parts(named: "note").first?.text, "résumé, 2 pages")
    check(received.parts(named: "file").first?.body == blob, "the file's bytes, whole")
    checkEqual(received.parts(named: "cover").first?.text, "GIF89a\r\n--x")
  }

  @Test("a 307 sends the form again, whole, to the new location")
  func aRedirectSendsTheFormAgain() async throws {
    let file = try UploadedFile(named: "scan.pdf", Data(repeating: 7, count: 300_000))
    defer { file.remove() }
    let server = try HostileServer { _, index in
      index == 0
        ? [.response(307, headers: ["Location": "/v2/files"])]
        : [.response(201, body: #"{"id": "file_2"}"#)]
    }
    let upload = Endpoint<StoredFile>.upload(
      ["v1", "files"], form: MultipartForm([.file("file", path: file.path)]), resource: "file")

    let stored = try await session(of: server).send(upload)

    checkEqual(stored, StoredFile(id: "file_2"))
    checkEqual(server.requests.map(\.path), ["/v1/files", "/v2/files"])
    for request in server.requests {
      let form = try MultipartFormData(
        parsing: request.body, contentType: try #require(request.headers["content-type"]))
      checkEqual(form.parts(named: "file").first?.body.count, 300_000, "\(request.path)")
    }
  }

  @Test("a write tried again after a 503 sends its form again, whole")
  func aRetrySendsTheFormAgain() async throws {
    let file = try UploadedFile(named: "scan.pdf", Data(repeating: 9, count: 200_000))
    defer { file.remove() }
    let server = try HostileServer { _, index in
      index == 0
        ? [.response(503, body: "{}")] : [.response(201, body: #"{"id": "file_3"}"#)]
    }
    let session = HTTPSession(
      baseURL: server.baseURL, userAgent: "HTTPSessionUploadTests/1",
      policy: TransferPolicy(retries: 1, clock: ImmediateClock()))
    let upload = Endpoint<StoredFile>.upload(
      ["files"], form: MultipartForm([.file("file", path: file.path)]), resource: "file"
    ).idempotent(key: IdempotencyKey("upload-1"))

    checkEqual(try await session.send(upload), StoredFile(id: "file_3"))

    checkEqual(server.requests.count, 2)
    for request in server.requests {
      let form = try MultipartFormData(
        parsing: request.body, contentType: try #require(request.headers["content-type"]))
      checkEqual(form.parts(named: "file").first?.body.count, 200_000)
    }
  }

  @Test("the record a create names in Location is read without the form")
  func theCreatedRecordIsReadWithoutTheForm() async throws {
    let server = try HostileServer { _, index in
      index == 0
        ? [.response(201, headers: ["Location": "/photos/42"])]
        : [.response(200, body: #"{"id": "42"}"#)]
    }
    let photos = ResourceDescription<JSONObject, JSONObject>(path: ["photos"], singular: "photo")
      .sendingForm(withFiles: [.data("file", Data("GIF89a".utf8), fileName: "c.gif")])

    let created = try await session(of: server).send(photos.createEndpoint(["title": "Cover"]))

    checkEqual(created["id"], "42")
    let read = try #require(server.requests.last)
    checkEqual(read.method, "GET")
    checkEqual(read.body, Data())
    checkEqual(read.headers["content-type"], nil)
  }

  @Test("progress is told as the body goes, in order, up to its length")
  func progressIsToldUpToTheLength() async throws {
    let file = try UploadedFile(named: "big.bin", Data(count: 1 << 20))
    defer { file.remove() }
    let server = try stored()
    let told = LockedValue<[TransferProgress]>([])
    let form = MultipartForm([.file("file", path: file.path)])
    let upload = Endpoint<StoredFile>.upload(["files"], form: form, resource: "file")
      .reportingUploadProgress { progress in told.withLock { $0.append(progress) } }

    _ = try await session(of: server).send(upload)

    let length = try form.contentLength()
    let progress = told.current
    check(progress.count >= 3, "\(progress.count) reports")
    check(progress.allSatisfy { $0.expected == length }, "\(progress)")
    checkEqual(progress.map(\.completed), progress.map(\.completed).sorted())
    checkEqual(progress.last?.completed, length)
    checkEqual(progress.last?.fractionCompleted, 1)
  }

  @Test("a file that cannot be read is said before anything is sent")
  func aMissingFileSendsNothing() async throws {
    let server = try stored()
    let upload = Endpoint<StoredFile>.upload(
      ["files"], form: MultipartForm([.text("a", "b"), .file("file", path: "/nonexistent/x.gif")]),
      resource: "file")

    await #expect(
      throws: NetworkError.invalidRequest(
        request: ShownRequest("POST", server.baseURL.appendingPathComponent("files")),
        reason: "cannot read '/nonexistent/x.gif': there is no such file")
    ) {
      try await session(of: server).send(upload)
    }
    checkEqual(server.requests.count, 0)
  }

  @Test("--verbose shows each part as an item, a file by its name, type and size")
  func theTrafficShowsTheParts() async throws {
    let file = try UploadedFile(named: "cover.gif", Data(count: 2048))
    defer { file.remove() }
    let server = try stored()
    let events = LockedValue<[TrafficEvent]>([])
    let observer = TrafficObserver { event in events.withLock { $0.append(event) } }
    let upload = Endpoint<StoredFile>.upload(
      ["files"],
      form: MultipartForm([.text("password", "hunter2"), .file("file", path: file.path)]),
      resource: "file")

    _ = try await TrafficObserver.$current.withValue(observer) {
      try await session(of: server).send(upload)
    }

    let sent = try #require(events.current.first)
    checkEqual(sent.body, ["password=REDACTED", "file@\(file.path) (image/gif, 2 kB)"])
  }
}
