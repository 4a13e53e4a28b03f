import ArgumentParsing
import Dependencies
import Features
import Foundation
import HTTPClient
import HTTPClientLive
import Models
import TerminalKit
import TerminalViews

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs one invocation of `app`: parses the command line, wires the packages together, and
/// prints the result.
///
/// While a command loads, the first interrupt (Ctrl-C) cancels the request and the program
/// exits with ``ExitCode/interrupted`` and nothing on standard output; a second one ends it at
/// once. Long output on a terminal goes through the ``Pager``.
public struct Application: Sendable {
  private let console: Console
  private let environment: [String: String]
  private let interrupts: Interrupts

  public init(console: Console, environment: [String: String], interrupts: Interrupts = .none) {
    self.console = console
    self.environment = environment
    self.interrupts = interrupts
  }

  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  ///
  /// When standard output could not be written, the status is ``ExitCode/ioError`` and standard
  /// error says why (``Console/finish(_:)``).
  public func run(arguments: [String]) async -> ExitCode {
    console.finish(await runCommand(arguments: arguments))
  }

  private func runCommand(arguments: [String]) async -> ExitCode {
    if let words = CommandLineSpec.completionRequestWords(in: arguments) {
      return await complete(after: words)
    }
    do throws(UsageError) {
      let parsed = try AppCommandLine.spec.parse(arguments)
      if parsed.isSet(GlobalOptions.help) {
        return try await HelpCommand(topic: HelpCommand.topic(in: parsed)).run(in: context(parsed))
      }
      if parsed.isSet(GlobalOptions.version) {
        console.writeOutput("\(AppVersion.programName) \(AppVersion.current)\n")
        return .success
      }
      guard let name = parsed.command else {
        return try await HelpCommand(topic: nil).run(in: context(parsed))
      }
      guard let command = AppCommandLine.command(named: name) else {
        throw UsageError("unknown command '\(name)'")
      }
      try parsed.refuse(command.refusedGlobalOptions)
      let parsedCommand = try command.init(parsing: parsed)
      // libcurl, which the first request needs, is loaded on another thread while the command
      // starts.
      if command.sendsRequests { CurlLayer.loadInBackground() }
      return try await parsedCommand.run(in: context(parsed))
    } catch {
      let console = self.console.coloring(GlobalOptions.color.lastValue(in: arguments) ?? .auto)
      console.reportError(error.message)
      if error.showsUsage {
        console.writeError(AppCommandLine.spec.usage(for: error.command) + "\n")
      }
      return .usage
    }
  }

  /// Prints, a line each, what a completion script offers for the argument after `words`; a
  /// command line that does not parse offers nothing. Always a success: a shell shows no error.
  private func complete(after words: [String]) async -> ExitCode {
    guard let parsed = AppCommandLine.spec.parseForCompletion(after: words),
      let name = parsed.command,
      let command = AppCommandLine.command(named: name)
    else { return .success }
    for candidate in await command.completions(in: context(parsed)) {
      console.writeOutput(candidate + "\n")
    }
    return .success
  }

  private func context(_ parsed: ParsedArguments) -> CommandContext {
    CommandContext(
      parsed: parsed, console: console, environment: environment, interrupts: interrupts)
  }
}
