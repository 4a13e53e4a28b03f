import ArgumentParsing
import Foundation
import ServerSettingsKit
import TestSupport
import Testing

@testable import ClientCommandLine

/// What `app settings` and `app settings show` print: each value with where it came from, no
/// secret, and each server of the file with what is wrong with it.
@Suite struct SettingsReportTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("settings-report-\(UUID().uuidString)", isDirectory: true)
  var path: String { folder.appendingPathComponent("app/servers.json").path }

  func write(_ text: String) throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("app"), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
  }

  static let file = """
    {
      "http://127.0.0.1:3000/api": {
        "headers": {"Accept": "text/csv", "X-API-Key": {"variable": "API_KEY"}, "PRIVATE-TOKEN": "glpat-1"},
        "auth": {"type": "bearer", "variable": "API_TOKEN"},
        "paging": {"page": "page", "size": "size"}
      },
      "ftp://not-a-root": {}
    }
    """

  /// The lines of `app settings show` with `arguments` and `environment`, by name.
  func shown(_ arguments: [String], url: String? = nil, environment: [String: String] = [:])
    throws -> (lines: [String: SettingsReport.Line], problem: String?)
  {
    defer { try? FileManager.default.removeItem(at: folder) }
    let (report, problem) = try SettingsReport.shown(
      parsed: appCommandLine.parse(["posts"] + arguments), options: appOptions,
      environment: environment.merging(["XDG_CONFIG_HOME": folder.path]) { $1 }, url: url,
      ownServer: false)
    return (Dictionary(report.lines.map { ($0.name, $0) }) { $1 }, problem)
  }

  @Test func eachValueSaysWhereItCameFromAndNoSecretIsShown() throws {
    try write(Self.file)

    let (lines, problem) = try shown(
      ["--timeout", "5s"], url: "http://ada:pw@127.0.0.1:3000/api/",
      environment: ["API_KEY": "k-s3cret", "API_TOKEN": "t-s3cret", "APP_MAX_AGE": "10m"])

    checkEqual(problem, nil)
    checkEqual(lines["server"]?.source, "the command line")
    checkEqual(lines["settings"]?.source, "\(path), line 2")
    checkEqual(lines["timeout"].map { [$0.value, $0.source] }, ["5s", "--timeout"])
    checkEqual(lines["retries"].map { [$0.value, $0.source] }, ["2", "default"])
    checkEqual(lines["cache"]?.source, "$APP_MAX_AGE")
    checkEqual(
      lines["credentials"].map { [$0.value, $0.source] },
      ["a bearer token (REDACTED)", "\(path), line 4"])
    checkEqual(
      lines["header Accept"].map { [$0.value, $0.source] }, ["text/csv", "\(path), line 3"])
    checkEqual(lines["header X-API-Key"]?.value, "REDACTED")
    checkEqual(lines["header PRIVATE-TOKEN"]?.value, "REDACTED", "secret by its name")
    checkEqual(lines["paging"]?.source, "\(path), line 5")
    checkEqual(
      lines["records"].map { [$0.value, $0.source] }, ["json-server's conventions", "default"])
    let printed = try SettingsReport.shown(
      parsed: appCommandLine.parse(["posts", "--base-url", "http://127.0.0.1:9"]),
      options: appOptions, environment: [:], url: nil, ownServer: false
    ).report.text
    check(printed.hasPrefix("server  "), "\(printed)")
  }

  @Test func aMistakeInTheServersEntryIsSaidWithEverythingElseShown() throws {
    try write(Self.file)

    let (lines, problem) = try shown(["--base-url", "http://127.0.0.1:3000/api"])

    checkEqual(
      problem,
      "\(path), line 3: 'headers.X-API-Key.variable' of http://127.0.0.1:3000/api names "
        + "$API_KEY, which is not set (export API_KEY=… to send it)")
    checkEqual(lines["server"]?.source, "--base-url")
    checkEqual(lines["credentials"]?.value, "none")
  }

  @Test func aURLAndBaseURLAreOneTooMany() throws {
    let error = #expect(throws: UsageError.self) {
      try shown(["--base-url", "http://127.0.0.1:9"], url: "http://127.0.0.1:8")
    }
    checkEqual(error?.message, "give the URL or --base-url, not both")
  }

  @Test func theListingSaysEachServersKeysOrWhatIsWrong() throws {
    try write(Self.file)
    defer { try? FileManager.default.removeItem(at: folder) }

    let text = try SettingsReport.listing(
      program: "app",
      environment: ["XDG_CONFIG_HOME": folder.path, "API_KEY": "k", "API_TOKEN": "t"],
      command: "settings")

    checkEqual(
      text,
      """
      \(path)
      http://127.0.0.1:3000/api  line 2  headers, auth, paging
      ftp://not-a-root           line 7  error: 'ftp://not-a-root' is not an API root (expected http:// or https:// and a host)

      """)
    checkEqual(
      SettingsReport.listing(path: path, entries: []), "No server has settings in \(path).\n")
  }

  @Test func theProgramsOwnServerTakesNeitherABaseURLNorOffline() throws {
    for (arguments, message) in [
      (
        ["--base-url", "http://127.0.0.1:9"],
        "options '--base-url' and '--sample' cannot be used together"
      ),
      (
        ["--offline"],
        "option '--offline' does not apply with '--sample', which never uses the network"
      ),
    ] {
      let error = #expect(throws: UsageError.self) {
        try appOptions.checkOwnServer(
          appCommandLine.parse(["posts"] + arguments), ownServer: true, ownServerOption: "sample",
          ownServerOnly: [])
      }
      checkEqual(error?.message, message)
    }
    let latency = #expect(throws: UsageError.self) {
      try appOptions.checkOwnServer(
        appCommandLine.parse(["posts"]), ownServer: false, ownServerOption: "sample",
        ownServerOnly: ["latency"])
    }
    checkEqual(latency?.message, "option '--latency' only applies with '--sample'")
  }
}
