import Foundation
import JSONCoding
import NetworkClient
import TerminalKit

extension WriteScreen {
  /// The members that name a record in the question before deleting it, the first present
  /// with text winning; else the record's first text.
  static let namingFields = ["name", "title", "username", "email", "label"]

  /// Deletes the record `id` of `resource`: refuses at once without `confirmed` when standard
  /// input is not a terminal; unless `confirmed`, loads the record first (a missing one fails
  /// without asking) and asks, naming it (`Delete customers 7 "Ada"?`), then sends the delete
  /// with the version read (`If-Match`) when the server tags one; `confirmed`, sends it at once
  /// (and, to a server that deletes only a version it names, `428`, once more for the version
  /// read just before, when `client` does so: `ResourceClient.sendingTheVersionWhenRequired()`).
  public func deleteRecord(
    _ id: String, of resource: String, confirmed: Bool, confirmingFlag: String,
    client: ResourceClient<RecordAnswer, JSONObject>
  ) async -> Screen.Outcome {
    let target = "\(resource) \(id)".sanitizedForTerminalLine
    guard confirmed || console.inputIsTerminal else {
      console.reportError(
        "not deleting \(target) without confirmation: pass \(confirmingFlag) "
          + "(standard input is not a terminal)")
      return .failure(.usage)
    }
    // The version the person was shown, when asked: only that version is deleted.
    var version: RecordVersion?
    if !confirmed {
      let record: JSONObject
      switch await load(
        "Loading \(target)…",
        { try await Self.versionedRecord(id, of: resource, client: client) })
      {
      case .success(let loaded): (record, version) = loaded
      case .failure(let failure): return report(failure)
      case nil: return .failure(.interrupted)
      }
      let name = Self.name(of: record).map {
        " \"\($0.sanitizedForTerminalLine.truncated(toDisplayWidth: Self.shownNameWidth))\""
      }
      guard prompter.confirm("Delete \(target)\(name ?? "")?") == true else {
        console.writeError("Not deleted.\n")
        return cancelled
      }
    }
    let result = await load("Deleting \(target)…") { [version] in
      try await RecordVersion.$current.withValue(version) { try await client.delete(id) }
    }
    switch result {
    case nil:
      return .failure(.interrupted)
    case .failure(let failure):
      return report(failure)
    case .success:
      console.completedWrite.record("\(target) was deleted")
      note("\(target) is still there")
      return .text(format == .json ? "{}\n" : "Deleted \(target).\n")
    }
  }

  /// What a record is called: the text of its first naming member, or its first text.
  static func name(of record: JSONObject) -> String? {
    for field in namingFields {
      if case .string(let text)? = record[field], !text.isEmpty {
        return text
      }
    }
    return record.lazy.compactMap { member -> String? in
      guard case .string(let text) = member.value, !text.isEmpty else { return nil }
      return text
    }.first
  }
}
