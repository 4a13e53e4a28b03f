import Foundation
import TestSupport
import Testing

/// `app create`, `app edit` and `app delete` against `app serve` on a database of resources the
/// code has never seen, each write checked against the file the server keeps.
@Suite("app create, edit and delete", .onWaitingThreads)
struct RecordWriteCommandsTests {
  static let database = #"""
    {
      "plants": [
        {"id": 1, "name": "Fern", "height": 30, "indoor": true, "tags": ["green"],
         "placement": {"room": "hall"}},
        {"id": 2, "name": "Olive", "height": 120, "indoor": false, "tags": []}
      ],
      "visits": [{"id": "v-1", "plantId": 1, "note": "watered"}]
    }
    """#

  /// A server on a copy of ``database``, in a folder removed when the test ends, and the file.
  static func served(_ body: (ServeProcess, URL) async throws -> Void) async throws {
    try await ServeProcess.served(database, body)
  }

  /// The records of `resource` in the database `file` holds.
  static func records(_ resource: String, in file: URL) throws -> [[String: Any]] {
    let database = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
    return try #require(database?[resource] as? [[String: Any]])
  }

  /// The record of `resource` whose id is `id`, in `file`.
  static func record(_ resource: String, id: String, in file: URL) throws -> [String: Any]? {
    try records(resource, in: file).first { "\($0["id"] ?? "")" == id }
  }

  @Test func createsEditsAndDeletesARecordOfAnUnseenResource() async throws {
    try await Self.served { server, file in
      let base = ["--base-url", server.baseURL]
      let created = try AppProcess.run(
        [
          "create", "plants", "name=Ivy", "height:=15", "indoor:=true", #"tags:=["climbing"]"#,
          #"placement:={"room": "study"}"#, "--json",
        ] + base)
      checkEqual(created.status, 0, "\(created.standardError)")
      let answer = try JSONSerialization.jsonObject(with: Data(created.standardOutput.utf8))
      let id = try #require((answer as? [String: Any])?["id"].map { "\($0)" })
      let stored = try #require(try Self.record("plants", id: id, in: file))
      checkEqual(stored["name"] as? String, "Ivy")
      checkEqual(stored["height"] as? Int, 15)
      checkEqual(stored["tags"] as? [String], ["climbing"])
      checkEqual((stored["placement"] as? [String: String])?["room"], "study")

      let edited = try AppProcess.run(["edit", "plants", id, "height:=18"] + base)
      checkEqual(edited.status, 0, "\(edited.standardError)")
      check(edited.standardOutput.contains("height  18\n"))
      let changed = try #require(try Self.record("plants", id: id, in: file))
      checkEqual(changed["height"] as? Int, 18)
      checkEqual(changed["name"] as? String, "Ivy", "a PATCH keeps the fields not given")

      let replaced = try AppProcess.run(
        ["edit", "plants", id, "name=Ivy", "height:=20", "indoor:=false", "tags:=[]", "--put"]
          + base)
      checkEqual(replaced.status, 0, "\(replaced.standardError)")
      let whole = try #require(try Self.record("plants", id: id, in: file))
      check(whole["placement"] == nil, "a PUT replaces the record")
      checkEqual(whole["height"] as? Int, 20)

      let deleted = try AppProcess.run(["delete", "plants", id, "--yes"] + base)
      checkEqual(deleted.status, 0, "\(deleted.standardError)")
      checkEqual(deleted.standardOutput, "Deleted plants \(id).\n")
      check(try Self.record("plants", id: id, in: file) == nil)
      try checkEqual(Self.records("plants", in: file).count, 2)
    }
  }

  @Test func sendsARecordWithoutTheFieldsEveryRecordHasNotingThem() async throws {
    try await Self.served { server, file in
      let created = try AppProcess.run(
        ["create", "plants", "name=Ivy", "--json", "--base-url", server.baseURL])

      checkEqual(created.status, 0, "\(created.standardError)")
      checkEqual(
        created.errorLines,
        [
          "note: the records of plants all have height, indoor and tags; "
            + "this one is sent without them"
        ])
      try checkEqual(Self.records("plants", in: file).count, 3, "json-server keeps it")
    }
  }

  @Test func sendsNothingItCannotCheckOrThatIsNotConfirmed() async throws {
    try await Self.served { server, file in
      let base = ["--base-url", server.baseURL]
      let before = try Data(contentsOf: file)

      let wrongKind = try AppProcess.run(["create", "plants", "name=Ivy", "height=tall"] + base)
      checkEqual(wrongKind.status, 65)
      checkEqual(
        wrongKind.errorLines,
        [
          "app: height: is a number in the records, not text",
          "app: nothing was sent; --force sends the fields as they are",
        ])

      let badJSON = try AppProcess.run(["create", "plants", #"tags:=["a",]"#] + base)
      checkEqual(badJSON.status, 64)
      checkEqual(
        badJSON.errorLines.first,
        #"app: item 'tags:=["a",]' is not JSON: it fails at character 6 of the value"#)

      let unconfirmed = try AppProcess.run(["delete", "plants", "1"] + base)
      checkEqual(unconfirmed.status, 64)
      checkEqual(unconfirmed.errorLines.first?.hasPrefix("app: not deleting plants 1"), true)

      let missing = try AppProcess.run(["edit", "plants", "99", "height:=1"] + base)
      checkEqual(missing.status, 1)
      checkEqual(missing.standardError, "app: plant 99 not found\n")

      try checkEqual(Data(contentsOf: file), before, "nothing was written")

      let forced = try AppProcess.run(["create", "visits", "plantId=one", "--force"] + base)
      checkEqual(forced.status, 0, "\(forced.standardError)")
      check(try Self.records("visits", in: file).contains { $0["plantId"] as? String == "one" })
    }
  }

  @Test func editsAndDeletesARecordWhoseIDIsText() async throws {
    try await Self.served { server, file in
      let base = ["--base-url", server.baseURL]

      let edited = try AppProcess.run(["edit", "visits", "v-1", "note=repotted"] + base)
      checkEqual(edited.status, 0, "\(edited.standardError)")
      check(edited.standardOutput.contains("repotted"))
      let changed = try #require(try Self.record("visits", id: "v-1", in: file))
      checkEqual(changed["note"] as? String, "repotted")
      checkEqual(changed["plantId"] as? Int, 1, "a PATCH keeps the fields not given")

      let replaced = try AppProcess.run(
        ["edit", "visits", "v-1", "plantId:=2", "note=moved", "--put"] + base)
      checkEqual(replaced.status, 0, "\(replaced.standardError)")
      let whole = try #require(try Self.record("visits", id: "v-1", in: file))
      checkEqual(whole["id"] as? String, "v-1", "the id stays text")
      checkEqual(whole["plantId"] as? Int, 2)
      checkEqual(whole["note"] as? String, "moved")

      let deleted = try AppProcess.run(["delete", "visits", "v-1", "--yes"] + base)
      checkEqual(deleted.status, 0, "\(deleted.standardError)")
      checkEqual(deleted.standardOutput, "Deleted visits v-1.\n")
      check(try Self.records("visits", in: file).isEmpty)
    }
  }

  @Test func eachWriteClearsTheResourcesStoredAnswers() async throws {
    try await Self.served { server, _ in
      let cache = ScratchCacheHome()
      let environment = ["XDG_CACHE_HOME": cache.url.path]
      let base = ["--base-url", server.baseURL]
      // A read that uses what is stored, without asking the server, for an hour.
      func read(_ path: String) throws -> AppResult {
        try AppProcess.run(["get", path, "--max-age", "1h"] + base, environment: environment)
      }
      func write(_ arguments: [String]) throws {
        let result = try AppProcess.run(arguments + base, environment: environment)
        checkEqual(result.status, 0, "\(result.standardError)")
      }

      check(try read("/visits").standardOutput.contains("v-1"))
      try write(["create", "visits", "plantId:=2", "note=pruned"])
      check(try read("/visits").standardOutput.contains("pruned"), "create cleared the list")

      check(try read("/visits/v-1").standardOutput.contains("watered"))
      try write(["edit", "visits", "v-1", "note=repotted"])
      check(try read("/visits").standardOutput.contains("repotted"), "edit cleared the list")
      check(try read("/visits/v-1").standardOutput.contains("repotted"), "and the record")

      try write(["delete", "visits", "v-1", "--yes"])
      check(try !read("/visits").standardOutput.contains("v-1"), "delete cleared the list")
      let gone = try read("/visits/v-1")
      checkEqual(gone.status, 1, "and the record: \(gone.standardOutput)")
      withExtendedLifetime(cache) {}
    }
  }
}
