import Billing
import Foundation
import HTTPBasics
import HTTPServer
import Synchronization

/// The files uploaded to the files host and its answers, under a lock since requests arrive
/// concurrently.
final class FilesStore: Sendable {
  private struct Contents: RequestLog {
    var files: [StoredFile] = []
    var received: [ReceivedRequest] = []
  }

  private let secretKey: String
  private let contents = Mutex(Contents())

  init(secretKey: String) {
    self.secretKey = secretKey
  }

  var files: [StoredFile] {
    contents.withLock { $0.files }
  }

  var received: [ReceivedRequest] {
    contents.withLock { $0.received }
  }

  /// The answer to `request`, logged.
  func answer(_ request: HTTPRequest) -> HTTPResponse {
    answerLogged(request, secretKey: secretKey, in: contents) { answer($0, &$1) }
  }

  private func answer(_ request: HTTPRequest, _ contents: inout Contents) -> HTTPResponse {
    let path = String(request.path)
    guard request.method == "POST", path == "/v1/files" else {
      return .error(404, "Unrecognized request URL (\(request.method): \(path)).")
    }
    let form = try? MultipartFormData(
      parsing: request.body, contentType: request.headers["Content-Type"] ?? "")
    return upload(form?.parts ?? [], &contents)
  }

  /// Stores the file that `parts` upload, with its name and size, and answers it; a form
  /// without a `purpose` or a `file` (a part with a file name), or a body that is not a form,
  /// is refused under the param missing.
  private func upload(_ parts: [MultipartFormData.Part], _ contents: inout Contents)
    -> HTTPResponse
  {
    guard let purpose = parts.first(where: { $0.name == "purpose" && $0.fileName == nil }),
      !purpose.text.isEmpty
    else {
      return .error(400, "Missing required param: purpose.", param: "purpose")
    }
    guard let file = parts.first(where: { $0.name == "file" && $0.fileName != nil }) else {
      return .error(400, "Missing required param: file.", param: "file")
    }
    let stored = StoredFile(
      id: "file_\(contents.files.count + 1)", purpose: FilePurpose(rawValue: purpose.text),
      fileName: file.fileName, size: file.body.count,
      type: Self.kind(ofFileNamed: file.fileName ?? ""),
      created: Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down)))
    contents.files.append(stored)
    return .json(stored.json)
  }

  /// The kind the API names a file by: its name's extension in lower case (`pdf`, `png`),
  /// `jpg` for `jpeg`; `nil` without one.
  private static func kind(ofFileNamed fileName: String) -> String? {
    guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
    let type = fileName[fileName.index(after: dot)...].lowercased()
    guard !type.isEmpty else { return nil }
    return type == "jpeg" ? "jpg" : type
  }
}
