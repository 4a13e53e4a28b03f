import ArgumentParsing
import TerminalKit
import TerminalViews

/// `app help [<command> [<subcommand>]]`: help for the program or one command.
struct HelpCommand: AppCommand, Hashable {
  static let sendsRequests = false

  static let spec = CommandSpec(
    name: "help",
    summary: "Show help for the program or a command",
    arguments: [
      ArgumentSpec(
        name: "command",
        summary: "The command to explain",
        isOptional: true,
        allowedValues: CommandLineSpec(
          programName: AppVersion.programName,
          commands: AppCommandLine.workCommands.map { $0.spec }, globalOptions: []
        ).commandWords + ["help"] + HelpText.topics.keys.sorted()
      ),
      ArgumentSpec(
        name: "subcommand", summary: "The sub-command to explain, such as create", isOptional: true
      ),
    ],
    examples: ["help post", "help user create", "help servers"]
  )

  /// The command to explain, such as `post` or `user create`; `nil` for the whole program.
  var topic: String?

  init(topic: String?) {
    self.topic = topic
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    topic = Self.topic(in: parsed)
    guard let topic, HelpText.topics[topic] == nil,
      AppCommandLine.spec.command(named: topic) == nil,
      AppCommandLine.spec.subcommands(of: topic).isEmpty
    else { return }
    let words = parsed.arguments
    let hint =
      words.count == 2
      ? AppCommandLine.spec.subcommandSuggestion(for: words[1], of: words[0])
        .map { " (did you mean '\($0)'?)" } ?? "" : ""
    throw UsageError("unknown command '\(topic)'\(hint)", command: Self.spec.name)
  }

  /// The command that `help …` or `… --help` in `parsed` asks about, `nil` for the program.
  static func topic(in parsed: ParsedArguments) -> String? {
    guard parsed.command == spec.name else { return parsed.command }
    return parsed.arguments.isEmpty ? nil : parsed.arguments.joined(separator: " ")
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    context.console.writeOutput(topic.flatMap(HelpText.command) ?? HelpText.program())
    return .success
  }
}
