import Foundation
import TestSupport
import Testing

/// `servers.json` as a user meets its mistakes: a file others can read, and one that is wrong,
/// each refused in one line before anything is sent; and `app help servers`.
@Suite("servers.json", .onWaitingThreads)
struct ServerSettingsFileTests {
  /// A config folder whose `app/servers.json` is `text`, with the mode `permissions`.
  static func config(_ text: String, permissions: Int = 0o600) throws -> ScratchCacheHome {
    let folder = ScratchCacheHome()
    let app = folder.url.appendingPathComponent("app", isDirectory: true)
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    let file = app.appendingPathComponent("servers.json")
    try Data(text.utf8).write(to: file)
    try FileManager.default.setAttributes(
      [.posixPermissions: permissions], ofItemAtPath: file.path)
    return folder
  }

  /// Runs `arguments` with the settings of `config`, and gives the result and the file's path.
  static func run(_ arguments: [String], config: ScratchCacheHome) throws -> (AppResult, String) {
    let result = try AppProcess.run(
      arguments, environment: ["XDG_CONFIG_HOME": config.url.path])
    return (result, config.url.appendingPathComponent("app/servers.json").path)
  }

  @Test func aFileOthersCanReadIsRefusedInOneLineAndNothingIsSent() throws {
    let server = try HostileServer.wanting("x-api-key", "k1")
    defer { server.stop() }
    let config = try Self.config(
      #"{"http://\#(server.host)": {"headers": {"X-API-Key": "k1"}}}"#, permissions: 0o644)

    let (result, path) = try Self.run(
      ["get", "/customers", "--base-url", "http://\(server.host)"], config: config)

    checkEqual(result.status, 64)
    checkEqual(
      result.standardError,
      "app: \(path) may hold secrets and others can read it (mode 644): run chmod 600 "
        + "\(path)\n")
    check(server.requests.isEmpty)
  }

  @Test func aMistakeIsOneLineNamingTheLineAndTheSetting() throws {
    let config = try Self.config(
      """
      {
        "http://127.0.0.1:3000": {
          "headers": {
            "Accept": "application/json",
            "X-API-Key": 42
          }
        }
      }
      """)

    let (result, path) = try Self.run(
      ["posts", "--base-url", "http://127.0.0.1:3000/"], config: config)

    checkEqual(result.status, 64)
    checkEqual(
      result.standardError,
      "app: \(path), line 5: 'headers.X-API-Key' of http://127.0.0.1:3000 must be text or "
        + #"{"variable": "NAME"}"# + "\n")
  }

  /// One server's variable not set, as the docs' `GITHUB_TOKEN` example leaves it: an error for
  /// a command that talks to that server, naming the variable and how to set it, and for no
  /// other command nor server.
  @Test func aServersMistakeIsAnErrorForThatServerAlone() throws {
    let config = try Self.config(
      """
      {
        "http://127.0.0.1:5301/api": {
          "auth": {"type": "bearer", "variable": "DRF_TOKEN"}
        },
        "ftp://not-a-root": {}
      }
      """)
    let broken = ["APP_BASE_URL": "http://127.0.0.1:5301/api/"]
    let environment = ["XDG_CONFIG_HOME": config.url.path]

    let other = try AppProcess.run(
      ["get", "/x", "--base-url", "http://example.invalid", "--dry-run"], environment: environment)
    let cache = try AppProcess.run(
      ["cache", "info"], environment: environment.merging(broken) { $1 })
    let completion = try AppProcess.run(
      ["completion", "bash"], environment: environment.merging(broken) { $1 })
    let (own, path) = try Self.run(
      ["get", "/books", "--base-url", "http://127.0.0.1:5301/api"], config: config)

    checkEqual(other.status, 0, "\(other.standardError)")
    checkEqual(other.standardOutput.split(separator: "\n").first, "GET http://example.invalid/x")
    checkEqual(cache.status, 0, "\(cache.standardError)")
    checkEqual(completion.status, 0, "\(completion.standardError)")
    checkEqual(own.status, 64)
    checkEqual(
      own.standardError,
      "app: \(path), line 3: 'auth.variable' of http://127.0.0.1:5301/api names $DRF_TOKEN, "
        + "which is not set (export DRF_TOKEN=… to send it)\n")
  }

  @Test func textThatIsNotJSONNamesItsLine() throws {
    let config = try Self.config("{\n  \"http://127.0.0.1:3000\": {\n    headers: {}\n  }\n}\n")

    let (result, _) = try Self.run(["posts", "--base-url", "http://127.0.0.1:9"], config: config)

    checkEqual(result.status, 64)
    check(result.standardError.hasSuffix(", line 3: the text is not JSON from here\n"))
    checkEqual(result.standardError.split(separator: "\n").count, 1)
  }

  @Test func helpServersShowsTheFormat() throws {
    let result = try AppProcess.run(["help", "servers"])

    checkEqual(result.status, 0)
    check(
      result.standardOutput.contains(#""auth": {"type": "bearer", "variable": "GITHUB_TOKEN"}"#))
    check(result.standardOutput.contains("secretQuery"))
  }
}
