import Foundation
import HTTPClient
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct ServerSettingsFileTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("server-settings-\(UUID().uuidString)", isDirectory: true)
  var environment: [String: String] { ["XDG_CONFIG_HOME": folder.path] }
  var path: String { folder.appendingPathComponent("app/servers.json").path }

  /// Writes `text` as the settings file, with the mode `permissions`.
  func write(_ text: String, permissions: Int = 0o600) throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("app"), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
  }

  func settings(for root: String) throws -> ServerSettings {
    defer { try? FileManager.default.removeItem(at: folder) }
    return try ServerSettingsFile.settings(
      for: try #require(URL(string: root)), program: "app", environment: environment)
  }

  func problem(for root: String = "http://127.0.0.1:3000") -> String? {
    do {
      _ = try settings(for: root)
      return nil
    } catch let problem as ServerSettingsFile.Problem {
      return problem.description
    } catch {
      return "\(error)"
    }
  }

  @Test func isXDGConfigHomeElseTheHomesDotConfig() {
    checkEqual(
      ServerSettingsFile.path(
        program: "app", environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]),
      "/c/app/servers.json")
    checkEqual(
      ServerSettingsFile.path(
        program: "app", environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]),
      "/h/.config/app/servers.json")
    checkEqual(ServerSettingsFile.path(program: "app", environment: [:]), nil)
    checkEqual(
      ServerSettingsFile.path(program: "ledger", environment: ["HOME": "/h"]),
      "/h/.config/ledger/servers.json", "each program has its own folder")
  }

  @Test func noFileAndAnEmptyFileSayNothing() throws {
    try checkEqual(settings(for: "http://127.0.0.1:3000"), ServerSettings())
    try write("  \n")
    try checkEqual(settings(for: "http://127.0.0.1:3000"), ServerSettings())
  }

  @Test(
    arguments: [
      "http://127.0.0.1:3000", "http://127.0.0.1:3000/", "http://ada:pw@127.0.0.1:3000",
    ])
  func findsTheServerAsTheCacheKeysIt(root: String) throws {
    try write(#"{"http://127.0.0.1:3000/": {"headers": {"Accept": "text/csv"}}}"#)
    let found = try settings(for: root)

    checkEqual(found.headers, (root.contains("ada") ? [:] : ["Accept": "text/csv"]))
  }

  @Test func findsAnIPv6ServerInEitherForm() throws {
    try write(#"{"http://[0:0:0:0:0:0:0:1]:3000": {"secretQuery": ["sig"]}}"#)

    try checkEqual(settings(for: "http://[::1]:3000").secretQueryNames, ["sig"])
  }

  @Test(arguments: [0o644, 0o640, 0o604])
  func aFileOthersCanReadIsRefused(permissions: Int) throws {
    try write("{}", permissions: permissions)
    let mode = String(permissions, radix: 8)

    checkEqual(
      problem(),
      "\(path) may hold secrets and others can read it (mode \(mode)): run chmod 600 \(path)")
  }

  @Test func aFileOthersCanChangeIsRefused() throws {
    try write("{}", permissions: 0o620)

    checkEqual(problem()?.contains("others can use it (mode 620)"), true)
  }

  @Test func aFolderInItsPlaceIsRefused() throws {
    try FileManager.default.createDirectory(
      at: URL(fileURLWithPath: path), withIntermediateDirectories: true)

    checkEqual(problem(), "\(path) is not a file")
  }

  @Test func aFileLargerThanAMegabyteIsRefused() throws {
    try write("{" + String(repeating: " ", count: ServerSettingsFile.sizeLimit) + "}")

    checkEqual(problem(), "\(path) is larger than 1 MB, too large for settings")
  }

  @Test func textThatIsNotJSONNamesTheLineWhereItStops() throws {
    try write("{\n  \"http://a\": {\n    \"headers\": {,}\n  }\n}")

    checkEqual(problem(), "\(path), line 3: the text is not JSON from here")
  }

  @Test func aMistakeInAnyServerNamesItsLineAndKey() throws {
    try write(
      """
      {
        "http://127.0.0.1:3000": {"headers": {"Accept": "text/csv"}},
        "http://other.example": {
          "auth": {
            "type": "digest"
          }
        }
      }
      """)

    checkEqual(
      problem(),
      "\(path), line 5: 'auth.type' of http://other.example must be basic, bearer or token")
  }

  @Test func aNameThatIsNoAPIRootIsRefused() throws {
    try write("{\n\"ftp://a\": {}}")

    checkEqual(
      problem(),
      "\(path), line 2: 'ftp://a' is not an API root (expected http:// or https:// and a "
        + "host)")
  }

  @Test func aRootWithAQueryOrAPortOutOfRangeIsRefusedAsTheCommandLineRefusesIt() throws {
    try write("{\n\"http://a/?x=1\": {}}")
    checkEqual(
      problem(),
      "\(path), line 2: 'http://a/?x=1' is not an API root (expected http:// or https:// and "
        + "a host)")

    try write("{\"http://a:70000\": {}}")
    checkEqual(
      problem(),
      "\(path), line 1: 'http://a:70000' has an invalid port '70000' (expected 1 to 65535)")
  }

  @Test func oneServerNamedTwiceIsRefused() throws {
    try write(#"{"http://a:1/": {},"# + "\n" + #""http://a:1": {}}"#)

    checkEqual(
      problem(), "\(path), line 2: 'http://a:1' names the same server as 'http://a:1/'")
  }
}
