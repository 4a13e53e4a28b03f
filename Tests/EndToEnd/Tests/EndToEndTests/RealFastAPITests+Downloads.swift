import Foundation
import TestSupport
import Testing

extension RealFastAPITests {
  /// The export FastAPI answers (`Tests/RealServers/fastapi`: `GET /exports/{name}` is
  /// `FileResponse(path, filename=path.name)` of `exports/library.bin`, 3,000,000 bytes), with
  /// Starlette's defaults: `Content-Disposition: attachment; filename="library.bin"`,
  /// `Accept-Ranges: bytes`, a strong `ETag` (an MD5 of the file's mtime and size) and a
  /// `Last-Modified`; a `Range` is answered `206`, unless an `If-Range` is neither that ETag nor
  /// that date, which is a `200` of the whole file.
  static let export = "/exports/library"

  /// A part of `library.bin` that is `bytes`, its record naming `entityTag` and `lastModified`
  /// as the app keeps them from the answer, and the length Starlette's `Content-Length` says.
  func part(
    _ bytes: Data, entityTag: String?, lastModified: String?
  ) -> (record: RealDownloads.Part, bytes: Data) {
    let record = RealDownloads.Part(
      url: server.origin + Self.export, name: "library.bin", entityTag: entityTag,
      lastModified: lastModified, length: 3_000_000)
    return (record, bytes)
  }

  /// `--download` names the file as Starlette's `Content-Disposition` does, `library.bin`, not
  /// as the path's last segment, `library`, and saves it in the current folder, its bytes those
  /// of the file; nothing else is left there.
  @Test func anExportIsSavedUnderTheNameItsAnswerGives() async throws {
    let file = try await server.answer(Self.export)
    checkEqual(file.body.count, 3_000_000)
    checkEqual(file.value(forHeader: "Content-Disposition"), #"attachment; filename="library.bin""#)
    checkEqual(file.value(forHeader: "Accept-Ranges"), "bytes")
    check(file.value(forHeader: "ETag")?.hasPrefix("\"") == true, "a strong ETag")
    check(file.value(forHeader: "Last-Modified") != nil)

    let result = try server.checkDownload(
      Self.export, saves: file.body, as: "library.bin", saying: "Saved library.bin (3 MB)\n",
      logged: "GET /exports/library 200")

    checkEqual(result.standardOutput, "")
  }

  /// `-o -` writes the bytes to standard output as they came, and says nothing on standard
  /// error.
  @Test func anExportIsWrittenToStandardOutput() async throws {
    let file = try await server.answer(Self.export)

    let (result, requests) = try server.run(["get", Self.export, "-o", "-"]) {
      $0.path == Self.export
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    check(result.outputBytes == file.body, "the file's bytes, \(result.outputBytes.count)")
    checkEqual(result.standardError, "")
    checkEqual(requests.map(\.description), ["GET /exports/library 200"])
  }

  /// `--continue` over a part of the first 1,500,000 bytes whose record names the version as
  /// the app keeps it from Starlette's answer: its ETag, which the app sends as `If-Range` (with
  /// `Range: bytes=1500000-`), or, without one, its `Last-Modified` date, which it sends
  /// instead. Starlette 1.10 finds either equal to the header it would send and answers `206`
  /// with `Content-Range: bytes 1500000-2999999/3000000` and the rest alone, which the app adds
  /// to the part.
  @Test(arguments: [true, false])
  func aPartIsResumedWithTheRestAlone(byEntityTag: Bool) async throws {
    let file = try await server.answer(Self.export)
    let kept = part(
      file.body.prefix(1_500_000), entityTag: byEntityTag ? file.value(forHeader: "ETag") : nil,
      lastModified: file.value(forHeader: "Last-Modified"))

    try server.checkDownload(
      Self.export, after: kept, saves: file.body, as: "library.bin",
      saying: "Saved library.bin (3 MB, resumed after 1.5 MB)\n",
      bytes: "the file's bytes, whole and in order", logged: "GET /exports/library 206")
  }

  /// A part whose record names a version the server no longer serves (an ETag of another
  /// file): Starlette's FileResponse ignores the `Range` of an `If-Range` that is not its ETag
  /// and answers `200` with the whole file, which the app writes from its first byte: the file,
  /// not the part followed by the file.
  @Test func aPartOfAnotherVersionStartsTheFileAgain() async throws {
    let file = try await server.answer(Self.export)
    let kept = part(
      Uploads.random(1_500_000), entityTag: "\"another-version\"", lastModified: nil)

    try server.checkDownload(
      Self.export, after: kept, saves: file.body, as: "library.bin",
      saying: "Saved library.bin (3 MB)\n", bytes: "the file's bytes alone",
      logged: "GET /exports/library 200")
  }

  /// A part that is the whole file (a download killed after its last byte, before the part was
  /// renamed): `Range: bytes=3000000-` starts past the end, and Starlette answers `416` with
  /// `Content-Range: bytes */3000000`, the part's size, so the app finishes it with no byte
  /// more.
  @Test func aWholePartIsFinishedByTheUnsatisfiableAnswer() async throws {
    let file = try await server.answer(Self.export)
    let kept = part(
      file.body, entityTag: file.value(forHeader: "ETag"),
      lastModified: file.value(forHeader: "Last-Modified"))

    try server.checkDownload(
      Self.export, after: kept, saves: file.body, as: "library.bin",
      saying: "Saved library.bin (3 MB, resumed after 3 MB)\n", bytes: "the part, untouched",
      logged: "GET /exports/library 416")
  }

  /// An export that is not there is FastAPI's `404` of `{"detail": "Export not found"}`, said
  /// in one line; nothing is saved.
  @Test func aMissingExportSavesNothing() throws {
    let folder = try Uploads.folder([:])
    defer { try? FileManager.default.removeItem(at: folder) }

    let (result, requests) = try server.run(["get", "/exports/nope", "--download"], in: folder) {
      $0.path == "/exports/nope"
    }

    checkEqual(result.status, 1, "\(result.standardError)")
    checkEqual(result.standardOutput, "")
    checkEqual(result.standardError, "app: export nope not found\n")
    checkEqual(RealDownloads.names(in: folder), [])
    checkEqual(requests.map(\.description), ["GET /exports/nope 404"])
  }

  /// `/catalogue` is 20,000 books in one answer, 1.6 MB of FastAPI's compact JSON: with
  /// `--json` into a pipe it goes out as it came, the same bytes and a line break, and a note
  /// on standard error says so (with no `X-Total-Count` or link to name more pages).
  @Test func aLargeListGoesOutAsItCameWithJSON() async throws {
    let catalogue = try await server.answer("/catalogue")
    check(catalogue.body.count > 1 << 20, "more than a mebibyte: \(catalogue.body.count)")

    let (result, requests) = try server.run(["get", "/catalogue", "--json"]) {
      $0.path == "/catalogue"
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    check(result.outputBytes == catalogue.body + Data("\n".utf8), "the body as it came, and \\n")
    let books = try JSONSerialization.jsonObject(with: result.outputBytes) as? [[String: Any]]
    checkEqual(books?.compactMap { $0["id"] as? Int }, Array(1...20_000))
    checkEqual(
      result.standardError, "note: the answer (1.6 MB) went out as it came, unread\n")
    checkEqual(requests.map(\.description), ["GET /catalogue 200"])
  }
}
