import ArgumentParsing
import ClientCommandLine
import TerminalKit
import TerminalViews

/// `app settings`: the servers the settings file names, and the keys each sets or what is
/// wrong with it.
struct SettingsCommand: AppCommand, Hashable {
  static let sendsRequests = false

  static let spec = CommandSpec(
    name: "settings",
    summary: "List the servers the settings file names, and what is wrong with each",
    examples: ["settings", "settings show http://127.0.0.1:8000/api"]
  )

  init(parsing parsed: ParsedArguments) throws(UsageError) {}

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    context.console.writeOutput(
      try SettingsReport.listing(
        program: AppVersion.programName, environment: context.environment,
        command: Self.spec.name))
    return .success
  }
}
