import Foundation
import JSONServer
import TestSupport
import Testing

@Suite struct JSONServerLaunchTests {
  /// A folder of its own, removed after `body`.
  func inFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "launch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }

  func failure(_ launch: JSONServerLaunch) -> ServeError? {
    do {
      _ = try launch.prepare { _ in }
      return nil
    } catch {
      return error
    }
  }

  @Test func theOptionsGivenComeBeforeTheConfigurationFiles() throws {
    let prepared = try inFolder { folder in
      try Data(#"{"port": 4000, "host": "::1", "readOnly": true}"#.utf8)
        .write(to: folder.appendingPathComponent("json-server.json"))
      var given = JSONServerConfig()
      given.port = 5000
      return try JSONServerLaunch(file: nil, given: given, workingDirectory: folder)
        .prepare { _ in }
    }

    checkEqual(prepared.config.port, 5000)
    checkEqual(prepared.config.host, "::1")
    checkEqual(prepared.config.readOnly, true)
    checkEqual(prepared.api.resources.map(\.name).first, "posts", "the sample data")
  }

  @Test func aMissingDatabaseFileIsMadeWithTheExampleDataAndSaidSo() throws {
    let (notices, names) = try inFolder { folder in
      let file = folder.appendingPathComponent("db.json").path
      var notices: [JSONServerLaunch.Notice] = []
      let prepared = try JSONServerLaunch(
        file: file, given: JSONServerConfig(), workingDirectory: folder
      ).prepare { notices.append($0) }
      return (notices.map(\.description), prepared.api.resources.map(\.name))
    }

    checkEqual(notices.count, 1)
    check(
      notices.first?.hasSuffix("db.json did not exist: made it with json-server's example data")
        == true)
    checkEqual(names, ["posts", "comments", "profile"])
  }

  @Test func whatCannotBeUsedIsOneLineOfItsKind() throws {
    try inFolder { folder in
      var watching = JSONServerConfig()
      watching.watch = true
      checkEqual(
        failure(JSONServerLaunch(file: nil, given: watching, workingDirectory: folder))?.kind,
        .conflictingOptions)

      var routed = JSONServerConfig()
      routed.routes = folder.appendingPathComponent("missing.json").path
      checkEqual(
        failure(JSONServerLaunch(file: nil, given: routed, workingDirectory: folder)),
        ServeError(.unreadable, "cannot read the routes file '\(routed.routes ?? "")'"))

      let broken = folder.appendingPathComponent("broken.json")
      try Data("{".utf8).write(to: broken)
      checkEqual(
        failure(
          JSONServerLaunch(file: broken.path, given: JSONServerConfig(), workingDirectory: folder)
        )?.kind, .invalidContent)

      checkEqual(
        failure(
          JSONServerLaunch(
            file: nil, given: JSONServerConfig(), configFile: broken.path,
            workingDirectory: folder))?.kind, .invalidContent)
    }
  }

  @Test func itListensWhereTheConfigurationSays() async throws {
    var given = JSONServerConfig()
    given.port = 0
    given.quiet = true
    let prepared = try JSONServerLaunch(
      file: nil, given: given, workingDirectory: FileManager.default.temporaryDirectory
    ).prepare { _ in }

    let server = try prepared.listen(log: { _ in Issue.record("quiet: nothing is logged") })
    check(server.banner.hasPrefix("listening on http://127.0.0.1:"), "\(server.banner)")
    await server.shutdown()

    let taken = try prepared.listen(log: nil)
    var same = prepared
    same.config.port = taken.address.port
    #expect(throws: ServeError.self) { try same.listen(log: nil) }
    await taken.shutdown()
  }
}
