import AppCommands
import Dependencies
import Foundation
import NetworkClientLive
import TerminalKit
import TerminalViews
import TestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs the program with `arguments` and `environment` against `server`, keeping no answer:
/// into a pipe, or on a terminal (standard input and output) answering its questions with
/// `answers`.
func run(
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
