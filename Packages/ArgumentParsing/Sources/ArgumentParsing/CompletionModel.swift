/// What every shell's script needs from a specification.
struct CompletionModel {
  let program: String
  /// The program name made into a shell identifier, for function names.
  let identifier: String
  /// Every command and sub-command, in the order of the specification.
  let commands: [CommandSpec]
  /// The words that may start a command line, each with what it selects.
  let groups: [Group]
  let globalOptions: [OptionSpec]
  /// Every option that takes a value, so that its value is not taken for the command.
  let valueOptionNames: [String]

  /// A word that may start a command line: the command it names, its sub-commands, or both.
  struct Group {
    /// The first word, such as `user`.
    let word: String
    /// The command the word selects alone, such as `user <id>`.
    let command: CommandSpec?
    /// The sub-commands whose first word this is, such as `user create`.
    let subcommands: [CommandSpec]

    /// The second words of the sub-commands, such as `create`.
    var subcommandWords: [String] { subcommands.map(secondWord) }

    /// The description of the word: its command's, when there is one.
    var summary: String? { command?.summary }
  }

  init(_ spec: CommandLineSpec) {
    program = spec.programName
    identifier = String(
      spec.programName.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    commands = spec.commands
    groups = spec.commandWords.map { word in
      Group(
        word: word, command: spec.command(named: word), subcommands: spec.subcommands(of: word))
    }
    globalOptions = spec.globalOptions
    var names: [String] = []
    for option in spec.globalOptions + spec.commands.flatMap(\.options)
    where option.takesValue && !names.contains(option.name) {
      names.append(option.name)
    }
    valueOptionNames = names
  }

  /// Every sub-command, group by group.
  var subcommands: [CommandSpec] { groups.flatMap(\.subcommands) }

  /// The words an option is typed as: `-h` and `--help`.
  func spellings(of option: OptionSpec) -> [String] {
    (option.shortName.map { ["-\($0)"] } ?? []) + ["--\(option.name)"]
  }

  /// Whether completing the argument should offer its values (or nothing) rather than options:
  /// it is required, or it has values to offer.
  func expectsValue(_ argument: ArgumentSpec) -> Bool {
    !argument.isOptional || !argument.allowedValues.isEmpty || argument.completesFromProgram
  }

  /// Whether any argument's candidates come from the program.
  var asksProgram: Bool {
    commands.contains { $0.arguments.contains(where: \.completesFromProgram) }
  }

  /// What to offer at a position after a command's words: fixed words, and the program's
  /// candidates when `asksProgram`.
  struct Pending {
    let position: Int
    let values: [String]
    var asksProgram = false
    /// Whether every position from ``position`` on takes the same words: a repeating argument.
    var repeats = false
  }

  /// The words to offer at each position after a group's word that expects one: the
  /// arguments of its command, and at the first position its sub-commands too.
  func pendingArguments(of group: Group) -> [Pending] {
    guard let command = group.command else {
      return group.subcommands.isEmpty
        ? [] : [Pending(position: 0, values: group.subcommandWords)]
    }
    return pendingArguments(of: command, subcommandWords: group.subcommandWords)
  }

  /// The words to offer at each position after `command` that expects one; `subcommandWords`
  /// join the first position.
  func pendingArguments(
    of command: CommandSpec, subcommandWords: [String] = []
  ) -> [Pending] {
    var result: [Pending] = []
    for (position, argument) in command.arguments.enumerated() {
      if position == 0, !subcommandWords.isEmpty {
        result.append(
          Pending(
            position: position, values: subcommandWords + argument.allowedValues,
            asksProgram: argument.completesFromProgram))
      } else if expectsValue(argument) {
        result.append(
          Pending(
            position: position, values: argument.allowedValues,
            asksProgram: argument.completesFromProgram, repeats: argument.isRepeating))
      }
    }
    if command.arguments.isEmpty, !subcommandWords.isEmpty {
      result.append(Pending(position: 0, values: subcommandWords))
    }
    return result
  }
}

/// The word after the first in a sub-command's name: `create` for `user create`.
func secondWord(of command: CommandSpec) -> String {
  String(command.name.dropFirst(command.firstWord.count + 1))
}
