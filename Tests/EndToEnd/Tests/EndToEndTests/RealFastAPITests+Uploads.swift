import Foundation
import TestSupport
import Testing

extension RealFastAPITests {
  /// A file as FastAPI's `POST /files` records it (`Tests/RealServers/fastapi`: what arrived in
  /// the part `file` beside the form field `title`, its size and SHA-256 read from the bytes).
  struct Upload: Decodable, Equatable {
    var id: Int
    var title: String
    var filename: String
    var contentType: String
    var size: Int
    var sha256: String
  }

  /// FastAPI's `{"access_token", "token_type"}` of `POST /token`.
  struct Token: Decodable {
    var accessToken: String
    var tokenType: String
  }

  /// Every request logged since `mark`: those a run sent before it exited are logged before a
  /// request sent after it, `GET /books/1`, which is left out.
  func requestsLogged(since mark: Int) throws -> [RealServer.LoggedRequest] {
    let after = try AppProcess.run(["get", "/books/1", "--base-url", server.origin])
    checkEqual(after.status, 0, "\(after.standardError)")
    let logged = server.requests(since: mark) { $0.target == "/books/1" }
    return Array(logged.prefix { $0.target != "/books/1" })
  }

  /// A file item `file@PATH` beside a text item, as FastAPI's tutorial "Request Forms and
  /// Files" takes them (`file: UploadFile`, `title: Annotated[str, Form()]`): one
  /// multipart/form-data body, the file's part named `file`, its filename the path's last
  /// component and its type guessed from `.gif`; FastAPI's `201` is printed as a record.
  @Test func aPictureIsUploadedWithItsNameItsTypeAndItsBytes() throws {
    let gif = Uploads.gif(randomBytes: 300)
    let folder = try Uploads.folder(["cover.gif": gif])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("cover.gif").path

    let (result, requests) = try server.run(
      ["create", "files", "title=Cover", "file@\(path)", "--json"]
    ) { $0.method == "POST" }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardError, "", "no progress into a pipe")
    let upload = try Uploads.decoded(Upload.self, from: result)
    let digest = try Uploads.sha256(ofFile: path)
    checkEqual(
      upload,
      Upload(
        id: upload.id, title: "Cover", filename: "cover.gif", contentType: "image/gif",
        size: gif.count, sha256: digest))
    checkEqual(requests.last?.description, "POST /files 201")
  }

  /// `;type=` after the path names the part's media type, whatever its extension says.
  @Test func aTypeNamedAfterThePathIsTheOneSent() throws {
    let gif = Uploads.gif(randomBytes: 200)
    let folder = try Uploads.folder(["cover.gif": gif])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("cover.gif").path

    let (result, requests) = try server.run(
      ["create", "files", "title=Cover", "file@\(path);type=image/png", "--json"]
    ) { $0.method == "POST" }

    checkEqual(result.status, 0, "\(result.standardError)")
    let upload = try Uploads.decoded(Upload.self, from: result)
    checkEqual(upload.contentType, "image/png")
    checkEqual(upload.filename, "cover.gif", "the name is still the path's")
    let digest = try Uploads.sha256(ofFile: path)
    checkEqual(upload.sha256, digest)
    checkEqual(requests.last?.description, "POST /files 201")
  }

  /// Three megabytes of random bytes arrive whole and unchanged (FastAPI spools an upload
  /// that large to a file), sent as `application/octet-stream` for an extension of no known
  /// type; `--quiet` shows no progress.
  @Test func aLargeFileArrivesByteForByte() throws {
    let blob = Uploads.random(3 * 1024 * 1024)
    let folder = try Uploads.folder(["blob.bin": blob])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("blob.bin").path

    let (result, requests) = try server.run(
      ["create", "files", "title=Blob", "file@\(path)", "--json", "--quiet"]
    ) { $0.method == "POST" }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardError, "")
    let upload = try Uploads.decoded(Upload.self, from: result)
    let digest = try Uploads.sha256(ofFile: path)
    checkEqual(
      upload,
      Upload(
        id: upload.id, title: "Blob", filename: "blob.bin",
        contentType: "application/octet-stream", size: blob.count, sha256: digest))
    checkEqual(requests.last?.description, "POST /files 201")
  }

  /// `-f` (`--form`) sends the items as a form, which is what FastAPI's
  /// `OAuth2PasswordRequestForm` reads at `/token` (`GET /token`, read first for its fields, is
  /// a `405`, and the items are sent unchecked): alice's password is answered a bearer token,
  /// printed; a wrong one, FastAPI's `400` of `{"detail": "Incorrect username or password"}`,
  /// is its message in one line and a failure's exit.
  @Test func aFormLogsInAtTheTokenEndpoint() throws {
    let (result, requests) = try server.run(
      ["create", "token", "-f", "username=alice", "password=wonderland", "--json"]
    ) { $0.method == "POST" }

    checkEqual(result.status, 0, "\(result.standardError)")
    let token = try Uploads.decoded(Token.self, from: result)
    checkEqual(token.tokenType, "bearer")
    check(!token.accessToken.isEmpty, "\(result.standardOutput)")
    checkEqual(requests.last?.description, "POST /token 200")

    let (refused, refusal) = try server.run(
      ["create", "token", "--form", "username=alice", "password=looking-glass"]
    ) { $0.method == "POST" }

    checkEqual(refused.status, 65, "\(refused.standardError)")
    checkEqual(refused.standardOutput, "")
    checkEqual(refused.errorLines, [#"app: "Incorrect username or password""#])
    check(!refused.standardError.contains("looking-glass"), "\(refused.standardError)")
    checkEqual(refusal.last?.description, "POST /token 400")
  }

  /// A file that is not there is said in one line that names it, before any request: not
  /// even the read of `/files` for its fields is sent.
  @Test func aMissingFileIsSaidBeforeAnyRequest() throws {
    let folder = try Uploads.folder([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("nope.gif").path
    let mark = server.mark()

    let result = try AppProcess.run(
      ["create", "files", "title=Cover", "file@\(path)", "--base-url", server.origin])
    let requests = try requestsLogged(since: mark)

    checkEqual(result.status, 64, "\(result.standardError)")
    checkEqual(result.standardOutput, "")
    checkEqual(result.errorLines.count, 1, "\(result.standardError)")
    check(result.errorLines.first?.contains("nope.gif") == true, "\(result.standardError)")
    checkEqual(requests, [])
  }
}
