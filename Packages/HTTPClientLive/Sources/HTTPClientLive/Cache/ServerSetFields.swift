import Foundation
import JSONCoding

/// The fields a server gives the records of each of its collections itself, learnt from its
/// answers to creates and kept in a file between runs (the program keeps it in the server's
/// folder of stored answers, cleared with them): read-only fields it computes, such as a
/// creation time, and those it fills in when they are not sent. A write need not ask for them,
/// nor say that it lacks them.
///
/// A field is learnt when a create that did not send it is answered with a record that has it,
/// and forgotten when a write that sent it is answered with the value it sent: the server then
/// takes it from a client.
///
/// ```swift
/// let kept = ServerSetFields(
///   file: FileManager.default.temporaryDirectory.appendingPathComponent("set-fields.json"))
/// kept.learn(sent: ["title": "Tides"], answer: ["id": 3, "title": "Tides", "created": "2026"],
///   of: "books", creates: true)
/// // kept.fields(of: "books") == ["created", "id"]
/// ```
public struct ServerSetFields: Sendable, Hashable {
  /// The file they are kept in.
  public let file: URL

  /// The name of the file in a server's folder.
  public static let fileName = "server-set-fields.json"

  /// The most bytes of the file read: one larger is not the program's, and is read as empty.
  static let largestFile = 1 << 20

  public init(file: URL) {
    self.file = file
  }

  /// The fields of `resource`'s records that its server has been seen to give them itself, by
  /// name; none when nothing was learnt, or the file cannot be read.
  public func fields(of resource: String) -> Set<String> {
    Set(kept()[resource]?.array?.compactMap(\.string) ?? [])
  }

  /// Learns from a write of `sent` to `resource` answered with the record `answer`: a field
  /// the answer has that a create (`creates`) did not send is one the server gives; a field
  /// sent whose value the answer holds is one the server takes. A file that cannot be written
  /// leaves nothing learnt.
  public func learn(sent: JSONObject, answer: JSONObject, of resource: String, creates: Bool) {
    let known = fields(of: resource)
    var learnt = known
    if creates {
      learnt.formUnion(answer.names.filter { sent[$0] == nil })
    }
    learnt.subtract(sent.names.filter { name in sent[name] == answer[name] })
    guard learnt != known else { return }
    var all = kept()
    all[resource] = learnt.isEmpty ? nil : .array(learnt.sorted().map(JSONValue.string))
    let folder = file.deletingLastPathComponent()
    try? PrivateFiles.makeDirectory(folder)
    try? PrivateFiles.writeAtomically(JSONValue.object(all).serialized(), to: file)
  }

  /// The file's object, by resource; empty when there is none, or it is not one.
  private func kept() -> JSONObject {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return [:] }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: Self.largestFile + 1),
      data.count <= Self.largestFile, let value = try? JSONValue(parsing: data)
    else { return [:] }
    return value.object ?? [:]
  }
}
