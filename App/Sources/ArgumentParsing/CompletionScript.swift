/// A shell script that completes a program's commands, options, option values and arguments.
///
/// The script is generated from the program's ``CommandLineSpec``, so a command, an option or an
/// allowed value added to the specification completes with no further work:
///
/// ```swift
/// print(CompletionScript(for: spec, shell: .bash).text)
/// ```
///
/// Every script finds the command the way the parser does: the first word that is neither an
/// option nor the value of an option that takes one, and the word right after it when the two
/// name a sub-command such as `user create`. It then offers the command's options, and the
/// allowed values of the argument or option value being typed; after a word such as `user`, its
/// sub-commands are offered too.
public struct CompletionScript: Sendable, Hashable {
  /// The shell the script is written for.
  public var shell: CompletionShell
  /// The script itself, ending with a line break.
  public var text: String

  /// Generates the completion script of `spec` for `shell`.
  public init(for spec: CommandLineSpec, shell: CompletionShell) {
    self.shell = shell
    let model = Model(spec)
    switch shell {
    case .bash: text = model.bash
    case .zsh: text = model.zsh
    case .fish: text = model.fish
    }
  }
}

/// What every shell's script needs from a specification.
private struct Model {
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
    !argument.isOptional || !argument.allowedValues.isEmpty
  }

  /// The words to offer at each position after a group's word that expects one: the
  /// arguments of its command, and at the first position its sub-commands too.
  func pendingArguments(of group: Group) -> [(position: Int, values: [String])] {
    guard let command = group.command else {
      return group.subcommands.isEmpty ? [] : [(0, group.subcommandWords)]
    }
    return pendingArguments(of: command, subcommandWords: group.subcommandWords)
  }

  /// The words to offer at each position after `command` that expects one; `subcommandWords`
  /// join the first position.
  func pendingArguments(
    of command: CommandSpec, subcommandWords: [String] = []
  ) -> [(position: Int, values: [String])] {
    var result: [(position: Int, values: [String])] = []
    for (position, argument) in command.arguments.enumerated() {
      if position == 0, !subcommandWords.isEmpty {
        result.append((position, subcommandWords + argument.allowedValues))
      } else if expectsValue(argument) {
        result.append((position, argument.allowedValues))
      }
    }
    if command.arguments.isEmpty, !subcommandWords.isEmpty {
      result.append((0, subcommandWords))
    }
    return result
  }
}

/// The word after the first in a sub-command's name: `create` for `user create`.
private func secondWord(of command: CommandSpec) -> String {
  String(command.name.dropFirst(command.firstWord.count + 1))
}

extension Model {
  var bash: String {
    let function = "_\(identifier)"
    let valueOptions = valueOptionNames.map { "--\($0)" }.joined(separator: " | ")
    var lines = [
      "# bash completion for \(program), generated by '\(program) completion bash'.",
      "",
      "\(function)() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"\" option=\"\"",
      "  if ((COMP_CWORD > 0)); then prev=\"${COMP_WORDS[COMP_CWORD - 1]}\"; fi",
      "  # Bash splits --name=value into --name, = and value.",
      "  if [[ $cur == \"=\" ]]; then",
      "    option=\"$prev\"",
      "    cur=\"\"",
      "  elif [[ $prev == \"=\" ]] && ((COMP_CWORD > 1)); then",
      "    option=\"${COMP_WORDS[COMP_CWORD - 2]}\"",
      "  else",
      "    option=\"$prev\"",
      "  fi",
      "  case \"$option\" in",
    ]
    let allOptions = globalOptions + commands.flatMap(\.options)
    var seen: Set<String> = []
    for option in allOptions where option.takesValue && seen.insert(option.name).inserted {
      lines.append(
        "    --\(option.name)) COMPREPLY=($(compgen -W \(bashQuoted(option.allowedValues)) -- \"$cur\")); return 0 ;;"
      )
    }
    lines += [
      "  esac",
      "",
      "  # The command is the first word that is no option nor an option's value; a sub-command",
      "  # such as 'user create' is the command with the word right after it.",
      "  local command=\"\" count=0 i=1 word",
      "  while ((i < COMP_CWORD)); do",
      "    word=\"${COMP_WORDS[i]}\"",
      "    case \"$word\" in",
    ]
    if !valueOptions.isEmpty {
      lines += [
        "      \(valueOptions))",
        "        if [[ ${COMP_WORDS[i + 1]} == \"=\" ]]; then i=$((i + 2)); else i=$((i + 1)); fi ;;",
      ]
    }
    lines.append("      -*) ;;")
    if subcommands.isEmpty {
      lines.append(
        "      *) if [[ -z $command ]]; then command=\"$word\"; else count=$((count + 1)); fi ;;")
    } else {
      let names = subcommands.map { bashQuoted([$0.name]) }.joined(separator: " | ")
      lines += [
        "      *)",
        "        if [[ -z $command ]]; then",
        "          command=\"$word\"",
        "        elif ((count == 0)) && [[ $command != *\" \"* ]]; then",
        "          case \"$command $word\" in",
        "            \(names)) command=\"$command $word\" ;;",
        "            *) count=1 ;;",
        "          esac",
        "        else",
        "          count=$((count + 1))",
        "        fi",
        "        ;;",
      ]
    }
    lines += [
      "    esac",
      "    i=$((i + 1))",
      "  done",
      "",
      "  local options=\(bashQuoted(globalOptions.flatMap(spellings))) arguments=\"\" expecting=0",
      "  case \"$command\" in",
    ]
    for group in groups {
      lines += bashBranch(
        group.word, options: group.command?.options ?? [], pending: pendingArguments(of: group))
      for subcommand in group.subcommands {
        lines += bashBranch(
          subcommand.name, options: subcommand.options,
          pending: pendingArguments(of: subcommand))
      }
    }
    lines += [
      "  esac",
      "",
      "  if [[ $cur == -* ]]; then",
      "    COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
      "  elif [[ -z $command ]]; then",
      "    COMPREPLY=($(compgen -W \(bashQuoted(groups.map(\.word))) -- \"$cur\"))",
      "  elif ((expecting)); then",
      "    COMPREPLY=($(compgen -W \"$arguments\" -- \"$cur\"))",
      "  else",
      "    COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
      "  fi",
      "}",
      "",
      "complete -F \(function) \(program)",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The branch of the `case "$command"` for the command `name`: its options, and the words
  /// to offer at each position that expects one.
  private func bashBranch(
    _ name: String, options: [OptionSpec], pending: [(position: Int, values: [String])]
  ) -> [String] {
    var lines = ["    \(casePattern(name)))"]
    if !options.isEmpty {
      lines.append("      options+=\(bashQuoted([""] + options.flatMap(spellings)))")
    }
    if !pending.isEmpty {
      lines.append("      case $count in")
      for (position, values) in pending {
        lines.append("        \(position)) expecting=1; arguments=\(bashQuoted(values)) ;;")
      }
      lines.append("      esac")
    }
    lines.append("      ;;")
    return lines
  }

  var zsh: String {
    let function = "_\(identifier)"
    var lines = [
      "#compdef \(program)",
      "# zsh completion for \(program), generated by '\(program) completion zsh'.",
      "",
      "\(function)() {",
      "  local context state state_descr line command",
      "  typeset -A opt_args",
      "  local -a options commands",
      "  options=(",
    ]
    lines += globalOptions.map { "    " + zshOptionSpec($0) }
    lines += [
      "  )",
      "  commands=(",
    ]
    lines += groups.map { group in
      "    " + zshQuoted(zshEscapedName(group.word) + (group.summary.map { ":" + $0 } ?? ""))
    }
    lines += [
      "  )",
      "  _arguments -C $options ':command:->command' '*::argument:->argument'",
      "  case $state in",
      "    command)",
      "      _describe -t commands command commands",
      "      ;;",
      "    argument)",
      "      command=$words[1]",
    ]
    if !subcommands.isEmpty {
      let names = subcommands.map { zshQuoted($0.name) }.joined(separator: " | ")
      lines += [
        "      # A sub-command such as 'user create' is the command with the word right after it.",
        "      if ((CURRENT > 2)); then",
        "        case \"$words[1] $words[2]\" in",
        "          \(names))",
        "            command=\"$words[1] $words[2]\"",
        "            shift words",
        "            ((CURRENT--))",
        "            ;;",
        "        esac",
        "      fi",
      ]
    }
    lines.append("      case $command in")
    for group in groups {
      var specs = (group.command?.options ?? []).map(zshOptionSpec)
      let arguments = group.command?.arguments ?? []
      for (position, argument) in arguments.enumerated() {
        let values =
          position == 0 ? group.subcommandWords + argument.allowedValues : argument.allowedValues
        specs.append(
          zshArgumentSpec(argument.name, isOptional: argument.isOptional, values: values))
      }
      if arguments.isEmpty, !group.subcommands.isEmpty {
        specs.append(
          zshArgumentSpec(
            "subcommand", isOptional: group.command != nil, values: group.subcommandWords))
      }
      lines.append(zshBranch(group.word, specs: specs))
      for subcommand in group.subcommands {
        lines.append(
          zshBranch(
            subcommand.name,
            specs: subcommand.options.map(zshOptionSpec)
              + subcommand.arguments.map {
                zshArgumentSpec($0.name, isOptional: $0.isOptional, values: $0.allowedValues)
              }))
      }
    }
    lines += [
      "      esac",
      "      ;;",
      "  esac",
      "}",
      "",
      "\(function) \"$@\"",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The branch of the `case $command` for the command `name`, completing `specs`.
  private func zshBranch(_ name: String, specs: [String]) -> String {
    "        \(casePattern(name))) " + (["_arguments", "$options"] + specs).joined(separator: " ")
      + " ;;"
  }

  /// A positional `_arguments` specification: `':shell:(bash zsh fish)'`.
  private func zshArgumentSpec(_ name: String, isOptional: Bool, values: [String]) -> String {
    let action = values.isEmpty ? " " : "(\(values.map(zshEscapedName).joined(separator: " ")))"
    return zshQuoted((isOptional ? "::" : ":") + zshEscapedName(name) + ":" + action)
  }

  /// An `_arguments` specification: `'--color=[When to colour]:WHEN:(auto always never)'`.
  private func zshOptionSpec(_ option: OptionSpec) -> String {
    let explanation = "[" + zshEscapedExplanation(option.summary) + "]"
    var value = ""
    if let valueName = option.valueName {
      let action =
        option.allowedValues.isEmpty
        ? " " : "(\(option.allowedValues.map(zshEscapedName).joined(separator: " ")))"
      value = ":" + zshEscapedName(valueName) + ":" + action
    }
    let suffix = option.takesValue ? "=" : ""
    guard let short = option.shortName else {
      return zshQuoted("--\(option.name)\(suffix)" + explanation + value)
    }
    let exclusion = zshQuoted("(-\(short) --\(option.name))")
    return exclusion + "{-\(short),--\(option.name)\(suffix)}" + zshQuoted(explanation + value)
  }

  var fish: String {
    let prefix = "__\(identifier)"
    let wordsFunction = "\(prefix)_command_words"
    var lines = [
      "# fish completion for \(program), generated by '\(program) completion fish'.",
      "",
      "# Prints the command and the arguments typed so far, without options and their values.",
      "function \(wordsFunction)",
      "    set -l tokens (commandline -opc)",
      "    set -e tokens[1]",
      "    set -l skip 0",
      "    for token in $tokens",
      "        if test $skip -eq 1",
      "            set skip 0",
      "            continue",
      "        end",
      "        switch $token",
    ]
    if !valueOptionNames.isEmpty {
      lines += [
        "            case \(valueOptionNames.map { "--\($0)" }.joined(separator: " "))",
        "                set skip 1",
      ]
    }
    lines += [
      "            case '-*'",
      "            case '*'",
      "                echo $token",
      "        end",
      "    end",
      "end",
      "",
      "# Prints the command being typed: its first word, or two words for a sub-command.",
      "function \(prefix)_command",
      "    set -l words (\(wordsFunction))",
    ]
    if !subcommands.isEmpty {
      lines += [
        "    if test (count $words) -ge 2",
        "        switch \"$words[1] $words[2]\"",
        "            case \(subcommands.map { fishQuoted($0.name) }.joined(separator: " "))",
        "                echo \"$words[1] $words[2]\"",
        "                return",
        "        end",
        "    end",
      ]
    }
    lines += [
      "    if test (count $words) -ge 1",
      "        echo $words[1]",
      "    end",
      "end",
      "",
      "function \(prefix)_needs_command",
      "    test (count (\(wordsFunction))) -eq 0",
      "end",
      "",
      "# Whether the command being typed is the one given, such as: user create",
      "function \(prefix)_using_command",
      "    set -l current (\(prefix)_command)",
      "    test \"$current\" = \"$argv\"",
      "end",
      "",
      "# Whether the argument being typed is at a position of a command, such as: user edit 0",
      "function \(prefix)_at_argument",
      "    set -l words (\(wordsFunction))",
      "    set -l command $argv[1..-2]",
      "    \(prefix)_using_command $command",
      "    and test (count $words) -eq (math $argv[-1] + (count $command))",
      "end",
      "",
      "complete -c \(program) -f",
    ]
    for group in groups {
      var words = ["complete", "-c", program, "-n", "\(prefix)_needs_command", "-a", group.word]
      if let summary = group.summary {
        words += ["-d", fishQuoted(summary)]
      }
      lines.append(words.joined(separator: " "))
    }
    lines += globalOptions.map { fishOption($0, condition: nil) }
    for group in groups {
      let condition = "\(prefix)_using_command \(group.word)"
      lines += (group.command?.options ?? []).map { fishOption($0, condition: condition) }
      lines += fishArguments(of: group.command, named: group.word)
      for subcommand in group.subcommands {
        lines.append(
          "complete -c \(program) -n \(fishQuoted("\(prefix)_at_argument \(group.word) 0")) -a \(fishQuoted(secondWord(of: subcommand))) -d \(fishQuoted(subcommand.summary))"
        )
      }
      for subcommand in group.subcommands {
        let condition = "\(prefix)_using_command \(subcommand.name)"
        lines += subcommand.options.map { fishOption($0, condition: condition) }
        lines += fishArguments(of: subcommand, named: subcommand.name)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The completions of the allowed values of `command`'s arguments.
  private func fishArguments(of command: CommandSpec?, named name: String) -> [String] {
    let prefix = "__\(identifier)"
    return (command?.arguments ?? []).enumerated().compactMap { position, argument in
      guard !argument.allowedValues.isEmpty else { return nil }
      return
        "complete -c \(program) -n \(fishQuoted("\(prefix)_at_argument \(name) \(position)")) -a \(fishQuoted(argument.allowedValues.joined(separator: " "))) -d \(fishQuoted(argument.summary))"
    }
  }

  private func fishOption(_ option: OptionSpec, condition: String?) -> String {
    var words = ["complete", "-c", program]
    if let condition {
      words += ["-n", fishQuoted(condition)]
    }
    if let short = option.shortName {
      words += ["-s", String(short)]
    }
    words += ["-l", option.name]
    if option.takesValue {
      words.append("-x")
      if !option.allowedValues.isEmpty {
        words += ["-a", fishQuoted(option.allowedValues.joined(separator: " "))]
      }
    }
    words += ["-d", fishQuoted(option.summary)]
    return words.joined(separator: " ")
  }
}

/// A command name as a `case` pattern in bash or zsh: `show`, or `'user create'` in quotes.
private func casePattern(_ name: String) -> String {
  let isPlain = name.allSatisfy {
    $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_")
  }
  return isPlain ? name : zshQuoted(name)
}

/// `words` joined by spaces in single quotes, for bash.
private func bashQuoted(_ words: [String]) -> String {
  zshQuoted(words.joined(separator: " "))
}

/// `text` in single quotes, for bash and zsh.
private func zshQuoted(_ text: String) -> String {
  "'" + text.replacingAll("'", with: "'\\''") + "'"
}

/// `text` in single quotes, for fish.
private func fishQuoted(_ text: String) -> String {
  "'" + text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'"
}

/// A name or value made safe inside an `_arguments` specification.
private func zshEscapedName(_ text: String) -> String {
  var result = ""
  for character in text {
    if ":()[] \\".contains(character) { result.append("\\") }
    result.append(character)
  }
  return result
}

/// An option's explanation made safe between the brackets of an `_arguments` specification.
private func zshEscapedExplanation(_ text: String) -> String {
  var result = ""
  for character in text {
    if "[]\\".contains(character) { result.append("\\") }
    result.append(character)
  }
  return result
}

extension String {
  /// This text with every `target` replaced by `replacement`.
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target {
        result += replacement
      } else {
        result.append(character)
      }
    }
    return result
  }
}
