import Foundation
import HTTPClient
import JSONCoding
import ServerSettingsKit
import TestSupport
import Testing

/// The code of the "Getting Started with ServerSettingsKit" article
/// (`ServerSettingsKit.docc/GettingStarted.md`), unchanged, with what the article says about it
/// asserted.
@Suite struct GettingStartedTests {
  @Test func readsTheSettingsOfOneServer() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("getting-started-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(".config/ledger/servers.json")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(
      #"{"http://127.0.0.1:3000/": {"headers": {"Accept": "text/csv"}, "auth": {"type": "bearer", "secret": "t"}}}"#
        .utf8
    ).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    let home = folder.path

    guard let root = URL(string: "http://127.0.0.1:3000") else { return }
    let settings = try ServerSettingsFile.settings(
      for: root, program: "ledger", environment: ["HOME": home])
    // settings.headers is ["Accept": "text/csv"]; settings.authentication?.kind is .bearer

    checkEqual(settings.headers, ["Accept": "text/csv"])
    checkEqual(settings.authentication?.kind, .bearer)
  }

  @Test func readsAServersSettingsFromAnyValue() throws {
    let value = try JSONValue(parsing: Data(#"{"query": {"api_key": {"variable": "KEY"}}}"#.utf8))
    let settings = try ServerSettings(value, environment: ["KEY": "k1"])
    // settings.queryItems is [api_key=k1]; settings.secretQueryNames is ["api_key"]

    checkEqual(settings.queryItems, [URLQueryItem(name: "api_key", value: "k1")])
    checkEqual(settings.secretQueryNames, ["api_key"])
  }

  @Test func sendsThemWithARequest() {
    var settings = ServerSettings()
    settings.headers = ["Accept": "text/csv"]

    let fields = settings.requestFields(
      authentication: Authentication("ada:pw", kind: .basic, origin: "-a"))
    let sent = settings.sentCredentials(
      authentication: Authentication("ada:pw", kind: .basic, origin: "-a"))
    // fields.credentials holds Authorization; sent.description is
    // "Basic credentials of the user 'ada' of -a"

    checkEqual(fields.credentials.headers.keys.sorted(), ["Authorization"])
    checkEqual(fields.headers, ["Accept": "text/csv"])
    checkEqual(sent.description, "Basic credentials of the user 'ada' of -a")
  }
}
