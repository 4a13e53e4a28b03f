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

    checkEqual(found.headers, ["Accept": "text/csv"], "a user and password name who asks")
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

  /// The problems of each entry of the file, as `app settings` lists them.
  func problems() throws -> [String?] {
    defer { try? FileManager.default.removeItem(at: folder) }
    return try ServerSettingsFile.listing(program: "app", environment: environment).entries.map {
      entry in
      guard case .failure(let problem) = entry.settings else { return nil }
      return problem.description
    }
  }

  @Test func aMistakeOfAServerIsAnErrorForThatServerAloneNamingItsLineAndKey() throws {
    let text = """
      {
        "http://127.0.0.1:3000": {"headers": {"Accept": "text/csv"}},
        "http://other.example": {
          "auth": {
            "type": "digest"
          }
        },
        "http://secret.example": {"auth": {"type": "bearer", "variable": "NOT_SET_TOKEN"}}
      }
      """
    try write(text)
    checkEqual(problem(), nil)
    try write(text)
    checkEqual(
      problem(for: "http://other.example/"),
      "\(path), line 5: 'auth.type' of http://other.example must be basic, bearer or token")
    try write(text)
    checkEqual(
      problem(for: "http://secret.example"),
      "\(path), line 8: 'auth.variable' of http://secret.example names $NOT_SET_TOKEN, which is "
        + "not set (export NOT_SET_TOKEN=… to send it)")
  }

  @Test func aBaseURLWithAUserAndPasswordIsItsRootsServer() throws {
    try write(#"{"http://127.0.0.1:3000/api": {"headers": {"X-Tenant": "blue"}}}"#)

    checkEqual(
      try settings(for: "http://ada:s3cret@127.0.0.1:3000/api/").headers, ["X-Tenant": "blue"])
  }

  @Test func aNameThatIsNoAPIRootIsListedAsWrongAndAnotherServersSettingsRead() throws {
    let text =
      "{\n\"ftp://a\": {},\n\"http://a/?x=1\": {},\n\"http://a:70000\": {},\n"
      + #""http://127.0.0.1:3000": {"headers": {"Accept": "text/csv"}}}"#
    try write(text)

    checkEqual(
      try problems(),
      [
        "\(path), line 2: 'ftp://a' is not an API root (expected http:// or https:// and a host)",
        "\(path), line 3: 'http://a/?x=1' is not an API root (expected http:// or https:// and a "
          + "host)",
        "\(path), line 4: 'http://a:70000' has an invalid port '70000' (expected 1 to 65535)", nil,
      ])
    try write(text)
    checkEqual(try settings(for: "http://127.0.0.1:3000").headers, ["Accept": "text/csv"])
  }

  @Test func oneServerNamedTwiceIsRefusedForThatServer() throws {
    try write(#"{"http://a:1/": {},"# + "\n" + #""http://a:1": {}, "http://b": {}}"#)
    checkEqual(problem(for: "http://b"), nil)

    try write(#"{"http://a:1/": {},"# + "\n" + #""http://a:1": {}, "http://b": {}}"#)
    checkEqual(
      problem(for: "http://a:1"),
      "\(path), line 2: 'http://a:1' names the same server as 'http://a:1/'")
  }
}
