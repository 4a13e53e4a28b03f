import Foundation
import TestSupport
import Testing

extension RealDjangoTests {
  /// An attachment as Django REST framework answers it (`Tests/RealServers/django`: a
  /// `ModelSerializer` of `title` and a `FileField`, `document`, which it answers as the
  /// absolute URL of the file stored under `MEDIA_URL`).
  struct Attachment: Decodable {
    var id: Int
    var title: String
    var document: String
  }

  /// A file item `document@PATH` beside a text item: one multipart/form-data body, which DRF's
  /// default `MultiPartParser` reads; its `201` names the file stored, whose bytes (the app
  /// serves `MEDIA_URL` as Django's development server does) are those sent.
  @Test func aDocumentIsUploadedAndStoredByteForByte() async throws {
    let pdf = Uploads.pdf(randomBytes: 4_000)
    let folder = try Uploads.folder(["report.pdf": pdf])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("report.pdf").path

    let (created, creation) = try server.run(
      ["create", "attachments/", "title=Report", "document@\(path)", "--json"], under: "/api"
    ) { $0.method == "POST" }

    checkEqual(created.status, 0, "\(created.standardError)")
    checkEqual(created.standardError, "")
    checkEqual(creation.last?.description, "POST /api/attachments/ 201")
    let attachment = try Uploads.decoded(Attachment.self, from: created)
    checkEqual(attachment.title, "Report")
    // Django keeps the name sent, or adds a suffix to it when a file of that name is stored.
    check(
      attachment.document.hasPrefix(server.origin + "/media/attachments/report")
        && attachment.document.hasSuffix(".pdf"), "\(attachment.document)")
    let document = try #require(URL(string: attachment.document))
    let port = try #require(URL(string: server.origin)?.port)
    let stored = try await LoopbackHTTPClient(host: "127.0.0.1", port: port).send(
      "GET", document.path)
    checkEqual(stored.status, 200)
    checkEqual(stored.body, pdf, "the bytes stored are not those sent")
  }

  /// `-f` with no file item sends a form, which DRF's `FormParser` reads: the `FileField` it
  /// wants is its `400`'s field error, `document`'s message.
  @Test func aFormWithoutTheFileIsRefusedForTheDocument() throws {
    let (result, requests) = try server.run(
      ["create", "attachments/", "-f", "title=Only"], under: "/api"
    ) { $0.method == "POST" }

    checkEqual(result.status, 65, "\(result.standardError)")
    checkEqual(result.standardOutput, "")
    checkEqual(result.errorLines, [#"app: document: "No file was submitted.""#])
    checkEqual(requests.last?.description, "POST /api/attachments/ 400")
  }
}
