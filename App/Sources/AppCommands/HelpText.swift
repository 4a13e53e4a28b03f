import ArgumentParsing
import ServerSettingsKit
import TerminalKit
import TerminalViews

/// The text of `app --help` and `app <command> --help`.
public enum HelpText {
  /// Help for the whole program: commands, global options, exit codes and examples.
  public static func program() -> String {
    let spec = AppCommandLine.spec
    var lines = [
      "\(spec.programName) \(AppVersion.current): browse a JSONPlaceholder-style REST API from the terminal",
      "",
      spec.usage(),
      "",
      "Commands:",
    ]
    lines += table(spec.commands.map { ($0.synopsis, $0.summary) })
    lines += ["", "Options:"]
    lines += optionRows(spec.globalOptions)
    lines += ["", "Environment:"]
    lines += table(environmentVariables)
    lines += ["", "Exit codes:"]
    lines += table(ExitCode.allCases.map { (String($0.rawValue), $0.summary) })
    lines += ["", "Examples:"]
    lines += [
      "  \(spec.programName) posts --sample",
      "  \(spec.programName) post 7 --base-url http://127.0.0.1:3000",
      "  \(spec.programName) posts --sample --color never --no-pager",
      "  \(spec.programName) completion bash > ~/.local/share/bash-completion/completions/app",
    ]
    lines += ["", "Run '\(spec.programName) help <command>' for a command's options and examples."]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Help for the commands whose first word is `name`, such as `cache info` and `cache clear`,
  /// or `nil` when there are none.
  static func group(_ name: String) -> String? {
    let spec = AppCommandLine.spec
    let commands = spec.subcommands(of: name)
    guard !commands.isEmpty else { return nil }
    var lines = ["\(spec.programName) \(name): the \(name) commands", "", "Commands:"]
    lines += table(commands.map { ($0.synopsis, $0.summary) })
    lines += [
      "", "Run '\(spec.programName) help \(name) <command>' for a command's options and examples.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Help for one command, for a group of commands that share a first word (`cache`), or for
  /// one of ``topics`` (`servers`); `nil` when there is no such command.
  public static func command(_ name: String) -> String? {
    let spec = AppCommandLine.spec
    if let topic = topics[name] { return topic() }
    guard let command = spec.command(named: name) else { return group(name) }
    var lines = [
      "\(spec.programName) \(command.name): \(command.summary)", "", spec.usage(for: name),
    ]
    let subcommands = spec.subcommands(of: name)
    if !subcommands.isEmpty {
      lines += ["", "Commands:"]
      lines += table(([command] + subcommands).map { ($0.synopsis, $0.summary) })
    }
    if !command.arguments.isEmpty {
      lines += ["", "Arguments:"]
      lines += table(command.arguments.map { ($0.synopsis, $0.summary) })
    }
    if !command.options.isEmpty {
      lines += ["", "Options:"]
      lines += optionRows(command.options)
    }
    let type = AppCommandLine.command(named: name)
    let refused = type?.refusedGlobalOptions ?? []
    lines += ["", "Global options:"]
    lines += optionRows(spec.globalOptions.filter { !refused.contains($0) })
    for section in type?.helpSections ?? [] {
      lines += ["", "\(section.title):"]
      lines += table(section.rows)
    }
    if !command.examples.isEmpty {
      lines += ["", "Examples:"]
      lines += command.examples.map { "  \(spec.programName) \($0)" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The variables the program reads, with what they do.
  static let environmentVariables: [(String, String)] = [
    (GlobalOptions.baseURLVariable, "The API root when --base-url is not given"),
    (GlobalOptions.timeoutVariable, "The deadline when --timeout is not given"),
    (
      GlobalOptions.maximumAgeVariable,
      "The age of stored data used without asking, when --max-age is not given"
    ),
    (
      GlobalOptions.noCacheVariable,
      "When 1 (or true, yes), neither use nor keep stored data, as --no-cache"
    ),
    (Authentication.variable, "The credentials when -a is not given"),
    (
      Authentication.kindVariable,
      "How they are sent when -A is not given: \(Authentication.Kind.listed)"
    ),
    ("XDG_CACHE_HOME", "Where stored data is kept, in app/ (default: ~/.cache)"),
    (
      "XDG_CONFIG_HOME",
      "Where the settings of each server are, in app/servers.json (default: ~/.config); "
        + "see 'app help servers'"
    ),
    ("NO_COLOR", "When set and not empty, no colour with --color auto"),
    ("TERM", "When dumb, no colour with --color auto"),
    ("PAGER", "The pager for long output on a terminal (default: \(Pager.defaultCommand))"),
    ("APP_PAGER", "The pager, before $PAGER; empty or cat prints directly"),
    ("COLUMNS", "The width to lay out at (default: the terminal's, else 80)"),
  ]

  private static func optionRows(_ options: [OptionSpec]) -> [String] {
    table(
      options.map { option in
        let suffix = option.defaultDescription.map { " (default: \($0))" } ?? ""
        return (option.synopsis, option.summary + suffix)
      })
  }

  private static func table(_ rows: [(String, String)]) -> [String] {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { left, right in
      "  " + left + String(repeating: " ", count: width - left.count) + "  " + right
    }
  }
}
