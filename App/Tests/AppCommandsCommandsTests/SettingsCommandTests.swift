import AppCommandsTestSupport
import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import AppCommands

/// `app settings` and `app settings show`: the servers of the settings file, and what a command
/// to one uses, each value with its source.
@Suite struct SettingsCommandTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("settings-command-\(UUID().uuidString)", isDirectory: true)

  func run(_ arguments: [String], file: String) async throws -> (ExitCode, ConsoleRecorder) {
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("app")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    let path = app.appendingPathComponent("servers.json").path
    try Data(file.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    let recorder = ConsoleRecorder()
    let status = await Application(
      console: recorder.console(), environment: ["XDG_CONFIG_HOME": folder.path]
    ).run(arguments: arguments)
    return (status, recorder)
  }

  static let file = #"""
    {"http://127.0.0.1:5301/api": {"auth": {"type": "token", "variable": "DRF_TOKEN"}},
     "http://127.0.0.1:3000": {"headers": {"X-Tenant": "blue"}}}
    """#

  @Test func listsEachServerWithWhatIsWrongWithIt() async throws {
    let (status, console) = try await run(["settings"], file: Self.file)

    checkEqual(status, .success, "\(console.error)")
    let lines = console.output.split(separator: "\n")
    checkEqual(lines.count, 3)
    check(
      lines[1].hasSuffix(
        "line 1  error: 'auth.variable' of http://127.0.0.1:5301/api names $DRF_TOKEN, which is not set (export DRF_TOKEN=… to send it)"
      ), "\(lines)")
    check(lines[2].hasSuffix("line 2  headers"), "\(lines)")
  }

  @Test func showsAnotherServersSettingsWhateverIsWrongWithOne() async throws {
    let (status, console) = try await run(
      ["settings", "show", "http://127.0.0.1:3000/", "--retries", "0"], file: Self.file)

    checkEqual(status, .success, "\(console.error)")
    check(console.output.contains("header X-Tenant  blue"), "\(console.output)")
    check(console.output.contains("retries          0"), "\(console.output)")
    check(console.output.contains("--retries\n"), "\(console.output)")
  }

  @Test func showsABrokenServersOtherSettingsAndSaysWhatIsWrong() async throws {
    let (status, console) = try await run(
      ["settings", "show", "--base-url", "http://127.0.0.1:5301/api"], file: Self.file)

    checkEqual(status, .usage)
    check(console.output.hasPrefix("server "), "\(console.output)")
    check(
      console.error.hasSuffix(
        "names $DRF_TOKEN, which is not set (export DRF_TOKEN=… to send it)\n"), "\(console.error)")
  }
}
