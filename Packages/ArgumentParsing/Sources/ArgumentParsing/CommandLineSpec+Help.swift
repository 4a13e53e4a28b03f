extension CommandLineSpec {
  /// The help of the whole program, as gh and git lay theirs out: `title`, the usage, the
  /// commands, the global options with their defaults, each of `sections`, the `examples`
  /// (each after the program's name), and how to get a command's help.
  ///
  /// ```swift
  /// let spec = CommandLineSpec(
  ///   programName: "ledger", commands: [CommandSpec(name: "list", summary: "List invoices")],
  ///   globalOptions: [])
  /// let help = spec.programHelp(title: "ledger: invoices from the terminal", examples: ["list"])
  /// // help holds "Commands:", "  list  List invoices" and "  ledger list"
  /// ```
  public func programHelp(
    title: String, sections: [HelpSection] = [], examples: [String] = []
  ) -> String {
    var lines = [title, "", usage(), "", "Commands:"]
    lines += Self.helpTable(commands.map { ($0.synopsis, $0.summary) })
    lines += ["", "Options:"]
    lines += Self.optionRows(globalOptions)
    for section in sections {
      lines += ["", "\(section.title):"]
      lines += Self.helpTable(section.rows)
    }
    if !examples.isEmpty {
      lines += ["", "Examples:"]
      lines += examples.map { "  \(programName) \($0)" }
    }
    lines += ["", "Run '\(programName) help <command>' for a command's options and examples."]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The help of the commands whose first word is `name`, such as `cache info` and
  /// `cache clear`; `nil` when there are none.
  public func groupHelp(_ name: String) -> String? {
    let commands = subcommands(of: name)
    guard !commands.isEmpty else { return nil }
    var lines = ["\(programName) \(name): the \(name) commands", "", "Commands:"]
    lines += Self.helpTable(commands.map { ($0.synopsis, $0.summary) })
    lines += [
      "", "Run '\(programName) help \(name) <command>' for a command's options and examples.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The help of the command `name`: its summary and usage, its sub-commands, arguments and
  /// options, the global options but those it `refuses`, each of `sections` (the keys of a
  /// full-screen command), and its examples; else the help of the commands whose first word it
  /// is (``groupHelp(_:)``); `nil` when there are none either.
  public func commandHelp(
    _ name: String, refusing refused: [OptionSpec] = [], sections: [HelpSection] = []
  ) -> String? {
    guard let command = command(named: name) else { return groupHelp(name) }
    var lines = ["\(programName) \(command.name): \(command.summary)", "", usage(for: name)]
    let subcommands = subcommands(of: name)
    if !subcommands.isEmpty {
      lines += ["", "Commands:"]
      lines += Self.helpTable(([command] + subcommands).map { ($0.synopsis, $0.summary) })
    }
    if !command.arguments.isEmpty {
      lines += ["", "Arguments:"]
      lines += Self.helpTable(command.arguments.map { ($0.synopsis, $0.summary) })
    }
    if !command.options.isEmpty {
      lines += ["", "Options:"]
      lines += Self.optionRows(command.options)
    }
    lines += ["", "Global options:"]
    lines += Self.optionRows(globalOptions.filter { !refused.contains($0) })
    for section in sections {
      lines += ["", "\(section.title):"]
      lines += Self.helpTable(section.rows)
    }
    if !command.examples.isEmpty {
      lines += ["", "Examples:"]
      lines += command.examples.map { "  \(programName) \($0)" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `rows` in two columns, indented by two spaces, the second starting where the longest
  /// first one ends, two spaces after it.
  public static func helpTable(_ rows: [(String, String)]) -> [String] {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { left, right in
      "  " + left + String(repeating: " ", count: width - left.count) + "  " + right
    }
  }

  /// Each option's synopsis and summary, with its default when it has one.
  private static func optionRows(_ options: [OptionSpec]) -> [String] {
    helpTable(
      options.map { option in
        let suffix = option.defaultDescription.map { " (default: \($0))" } ?? ""
        return (option.synopsis, option.summary + suffix)
      })
  }
}
