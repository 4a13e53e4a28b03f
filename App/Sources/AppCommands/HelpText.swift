import ArgumentParsing
import ClientCommandLine
import ServerSettingsKit
import TerminalKit
import TerminalViews

/// The text of `app --help` and `app <command> --help`.
public enum HelpText {
  /// Help for the whole program: commands, global options, environment, exit codes and
  /// examples.
  public static func program() -> String {
    let spec = AppCommandLine.spec
    return spec.programHelp(
      title: "\(spec.programName) \(AppVersion.current): browse a JSONPlaceholder-style REST API "
        + "from the terminal",
      sections: [
        HelpSection(title: "Environment", rows: environmentVariables),
        HelpSection(
          title: "Exit codes", rows: ExitCode.allCases.map { (String($0.rawValue), $0.summary) }),
      ],
      examples: [
        "posts --sample", "post 7 --base-url http://127.0.0.1:3000",
        "posts --sample --color never --no-pager",
        "completion bash > ~/.local/share/bash-completion/completions/app",
      ])
  }

  /// Help for one command, for a group of commands that share a first word (`cache`), or for
  /// one of ``topics`` (`servers`); `nil` when there is no such command.
  public static func command(_ name: String) -> String? {
    if let topic = topics[name] { return topic() }
    let type = AppCommandLine.command(named: name)
    return AppCommandLine.spec.commandHelp(
      name, refusing: type?.refusedGlobalOptions ?? [], sections: type?.helpSections ?? [])
  }

  /// The topics `app help` explains beside the commands, by name.
  static let topics: [String: @Sendable () -> String] = [
    "servers": { ServerSettingsFile.help(program: AppVersion.programName) }
  ]

  /// The variables the program reads, with what they do.
  static let environmentVariables: [(String, String)] =
    GlobalOptions.client.environmentVariables.map { ($0.name, $0.summary) } + [
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
}
