import Foundation
import TestSupport
import Testing

/// What the download tests against the real servers share: a download left partial as the app
/// leaves one, and the names in a test's folder.
enum RealDownloads {
  /// A download the app left partial, as it leaves one (`HTTPClientLive`'s `PartialDownload`):
  /// the bytes so far in `NAME.part`, and beside them in `NAME.part.json` its record, which
  /// names the URL asked for, the file it is to become and what the answer said of the file's
  /// version and length, its keys sorted as the app writes them.
  struct Part: Encodable {
    var url: String
    var name: String
    var entityTag: String?
    var lastModified: String?
    var length: Int?

    /// Writes `bytes` as the part in `folder`, and the record beside it.
    func write(_ bytes: Data, in folder: URL) throws {
      try bytes.write(to: folder.appendingPathComponent(name + ".part"))
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try encoder.encode(self).write(to: folder.appendingPathComponent(name + ".part.json"))
    }
  }

  /// The names of the files in `folder`, sorted.
  static func names(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }
}

extension RealServer {
  /// The answer to `GET target`, read by a client of the test's own rather than by the app: the
  /// bytes a download is to end with, and the headers the server sends with them.
  func answer(
    _ target: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> LoopbackHTTPClient.Response {
    let port = try #require(URL(string: origin)?.port, sourceLocation: sourceLocation)
    let answer = try await LoopbackHTTPClient(host: "127.0.0.1", port: port).send("GET", target)
    try #require(
      answer.status == 200, "GET \(target): \(answer.status)", sourceLocation: sourceLocation)
    return answer
  }

  /// `app ARGUMENTS --base-url ORIGIN` run in `folder`, and the requests the server logged for
  /// it, up to the first that `last` picks.
  func run(
    _ arguments: [String], in folder: URL, until last: @escaping (LoggedRequest) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (AppResult, [LoggedRequest]) {
    let mark = mark()
    let result = try AppProcess.run(
      arguments + ["--base-url", origin], currentDirectory: folder, sourceLocation: sourceLocation)
    return (result, requests(since: mark, until: last, sourceLocation: sourceLocation))
  }

  /// `app get TARGET --download` run in a folder of its own, with `--continue` when `part` (a
  /// record and its bytes) is kept there first. Checks that it ends with 0 and says `message` on
  /// standard error, that it leaves `name` alone in the folder holding `body` (`bytes` names
  /// them when they are not), and that the server logs `logged` for it alone. Its result.
  @discardableResult
  func checkDownload(
    _ target: String, after part: (record: RealDownloads.Part, bytes: Data)? = nil,
    saves body: Data, as name: String, saying message: String,
    bytes: String = "the file's bytes", logged: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AppResult {
    let folder = try Uploads.folder([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    var arguments = ["get", target, "--download"]
    if let part {
      try part.record.write(part.bytes, in: folder)
      arguments.append("--continue")
    }

    let (result, requests) = try run(
      arguments, in: folder, until: { $0.path == target }, sourceLocation: sourceLocation)

    checkEqual(result.status, 0, "\(result.standardError)", sourceLocation: sourceLocation)
    checkEqual(result.standardError, message, sourceLocation: sourceLocation)
    checkEqual(RealDownloads.names(in: folder), [name], sourceLocation: sourceLocation)
    let saved = try Data(contentsOf: folder.appendingPathComponent(name))
    check(saved == body, "\(bytes): \(saved.count)", sourceLocation: sourceLocation)
    checkEqual(requests.map(\.description), [logged], sourceLocation: sourceLocation)
    return result
  }
}
