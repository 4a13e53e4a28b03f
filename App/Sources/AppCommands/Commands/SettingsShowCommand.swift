import ArgumentParsing
import ClientCommandLine
import TerminalKit
import TerminalViews

/// `app settings show [URL]`: the settings a command to URL (else `--base-url`) would use, each
/// value with where it came from.
struct SettingsShowCommand: AppCommand, Hashable {
  static let sendsRequests = false

  static let spec = CommandSpec(
    name: "settings show",
    summary: "Show the settings a command to URL (else --base-url) uses, and where each comes from",
    arguments: [
      ArgumentSpec(name: "URL", summary: "The API root, as --base-url takes it", isOptional: true)
    ],
    examples: ["settings show", "settings show https://api.github.com"]
  )

  init(parsing parsed: ParsedArguments) throws(UsageError) {}

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let (report, problem) = try SettingsReport.shown(
      parsed: context.parsed, options: GlobalOptions.client, environment: context.environment,
      url: context.parsed.arguments.first, ownServer: context.parsed.isSet(GlobalOptions.sample))
    context.console.writeOutput(report.text)
    problem.map { context.console.reportError($0) }
    return problem == nil ? .success : .usage
  }
}
