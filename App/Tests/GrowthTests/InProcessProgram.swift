import AppCommands
import Dependencies
import Foundation
import NetworkClientLive
import TerminalKit
import TerminalViews
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The program run in this process, through its own entry point, as a growth check times it.
enum InProcessProgram {
  /// Runs the program with `arguments` on a console 100 columns wide, a terminal or not, with
  /// nothing stored, so that every run asks the server; how many bytes it wrote, to standard
  /// output and through the pager.
  static func written(_ arguments: [String], outputIsTerminal: Bool) async throws -> Int {
    let recorder = ConsoleRecorder()
    let console = recorder.console(
      outputIsTerminal: outputIsTerminal, width: 100, pagerStarts: true)
    try await run(arguments, on: console, recorder: recorder)
    return recorder.output.utf8.count + recorder.pagers.reduce(0) { $0 + $1.text.utf8.count }
  }

  /// Runs the program with `arguments` on `console`, made by `recorder`, with nothing stored;
  /// it must succeed.
  static func run(_ arguments: [String], on console: Console, recorder: ConsoleRecorder)
    async throws
  {
    // No HOME: nothing is stored.
    let application = Application(console: console, environment: [:])
    let status = await withDependencies {
      $0.urlSession = URLSession(configuration: .ephemeral)
    } operation: {
      await application.run(arguments: arguments)
    }
    try #require(status == .success, "\(recorder.error)")
  }
}
