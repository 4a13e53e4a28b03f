import Dependencies
import Foundation
import NetworkClientLive
import TerminalKit
import TerminalViews
import TestSupport

@testable import AppCommands

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs the program with `arguments` and `environment` against `server`, keeping no answer:
/// into a pipe, or on a terminal (standard input and output) answering its questions with
/// `answers`.
package func run(
  _ arguments: [String], against server: HostileServer, terminal: Bool = false,
  answers: [String] = [], environment: [String: String] = [:]
) async -> (ExitCode, ConsoleRecorder) {
  let recorder = ConsoleRecorder()
  let application = Application(
    console: recorder.console(
      outputIsTerminal: terminal, inputIsTerminal: terminal, answers: answers),
    environment: environment)
  let status = await withDependencies {
    $0.urlSession = URLSession(configuration: .ephemeral)
  } operation: {
    await application.run(
      arguments: arguments + ["--base-url", server.baseURL.absoluteString, "--no-cache"])
  }
  return (status, recorder)
}

/// Runs the program with `arguments` against `server` as ``run(_:against:terminal:answers:environment:)``
/// does, with `settings` (a JSON object) as the server's in a `servers.json` of its own.
package func run(
  _ arguments: [String], against server: HostileServer, settings: String, terminal: Bool = false
) async throws -> (ExitCode, ConsoleRecorder) {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("server-settings-\(UUID().uuidString)", isDirectory: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("app/servers.json")
  try FileManager.default.createDirectory(
    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(#"{"\#(server.baseURL.absoluteString)": \#(settings)}"#.utf8).write(to: file)
  try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
  return await run(
    arguments, against: server, terminal: terminal,
    environment: ["XDG_CONFIG_HOME": folder.path])
}

/// Starts the program with `arguments` against `server`, keeping no answer, into a pipe, its
/// timers and waits on `clock`; the console's recorder, and the run, whose status a test awaits
/// once it has moved the clock.
package func start(
  _ arguments: [String], against server: HostileServer, clock: TestClock
) -> (ConsoleRecorder, Task<ExitCode, Never>) {
  let recorder = ConsoleRecorder()
  let application = Application(console: recorder.console(width: 80), environment: [:])
  let run = Task {
    await withDependencies {
      $0.urlSession = URLSession(configuration: .ephemeral)
      $0.transferClock = clock
    } operation: {
      await application.run(
        arguments: arguments + ["--base-url", server.baseURL.absoluteString, "--no-cache"])
    }
  }
  return (recorder, run)
}
