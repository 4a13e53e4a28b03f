/// A program's command-line interface: its commands and its global options.
///
/// <!-- not compiled: [...] stands for the command's arguments -->
/// ```swift
/// let spec = CommandLineSpec(
///   programName: "app",
///   commands: [CommandSpec(name: "post", summary: "Show a post", arguments: [...])],
///   globalOptions: [.flag("json", summary: "Print JSON")]
/// )
/// let parsed = try spec.parse(["post", "7", "--json"])
/// ```
///
/// A command whose name is two words, such as `user create`, is a sub-command: it is chosen
/// when the line's first two words name it, so that `user 7` still selects `user`.
///
/// Options may stand before or after the command, as `--name value` or `--name=value`; a short
/// option as `-p 3000` or glued to its value, `-p3000`, and short flags together, `-qw` (the
/// first short option that takes a value takes the rest of the word: `-qp3000`). `--` ends the
/// options; `-` and negative numbers such as `-3` are arguments, not options.
public struct CommandLineSpec: Sendable, Hashable {
  /// The program's name, as usage lines show it.
  public var programName: String
  public var commands: [CommandSpec]
  public var globalOptions: [OptionSpec]

  /// The first word with which a completion script asks the program for the candidates of an
  /// argument that ``ArgumentSpec/completesFromProgram``: `my-tool __complete get --base-url
  /// http://x` asks for `get`'s argument after those words. The program prints one candidate a
  /// line; the shell keeps those that start with what is typed.
  public static let completionRequest = "__complete"

  /// The words typed before the one being completed, when `arguments` (without the program's
  /// name) are a completion request (``completionRequest``); otherwise `nil`.
  public static func completionRequestWords(in arguments: [String]) -> [String]? {
    guard arguments.first == completionRequest else { return nil }
    return Array(arguments.dropFirst())
  }

  public init(programName: String, commands: [CommandSpec], globalOptions: [OptionSpec]) {
    self.programName = programName
    self.commands = commands
    self.globalOptions = globalOptions
  }

  /// The command named `name`, if there is one; a sub-command's name is two words, such as
  /// `user create`.
  public func command(named name: String) -> CommandSpec? {
    commands.first { $0.name == name }
  }

  /// The sub-commands of the command `name`, such as `user create` for `user`, in order.
  public func subcommands(of name: String) -> [CommandSpec] {
    commands.filter { $0.parentName == name }
  }

  /// The second words of the sub-commands of `name`: `create`, `edit` and `delete` for `post`.
  public func subcommandWords(of name: String) -> [String] {
    subcommands(of: name).map { String($0.name.dropFirst(name.count + 1)) }
  }

  /// The sub-command of `name` nearest to the mistyped `word`, such as `create` for `creat`,
  /// when it is close enough to be a plausible typo.
  public func subcommandSuggestion(for word: String, of name: String) -> String? {
    Suggestion.nearest(to: word, in: subcommandWords(of: name))
  }

  /// The words that may start a command line: each command's first word, once, in order.
  public var commandWords: [String] {
    var words: [String] = []
    for command in commands where !words.contains(command.firstWord) {
      words.append(command.firstWord)
    }
    return words
  }

  /// The usage line of the program, or of `command` when given.
  public func usage(for command: String? = nil) -> String {
    if let spec = command.flatMap(self.command(named:)) {
      return "usage: \(programName) \(spec.synopsis) [options]"
    }
    return "usage: \(programName) <command> [options]"
  }

  /// Parses `arguments` (without the program name).
  ///
  /// With an informational option such as `--help`, the command's arguments and options are
  /// not checked, so `post --help` works without the post's id.
  ///
  /// - Throws: ``UsageError`` naming the first word that does not fit: an unknown command or
  ///   option (with the nearest valid one when close), a missing or unexpected argument, or an
  ///   option missing its value.
  public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    do {
      return try parseNamingNoCommand(arguments)
    } catch {
      // An option that does not fit is found before the command is: name it all the same,
      // so that its usage line is shown.
      guard error.command == nil, let command = commandName(in: arguments) else { throw error }
      throw UsageError(error.message, command: command)
    }
  }

  /// The command `arguments` name, one or two words, skipping the options and their values;
  /// `nil` when the first word that is not an option names no command.
  func commandName(in arguments: [String]) -> String? {
    var remaining = arguments[...]
    while let token = remaining.popFirst(), token != "--" {
      guard Self.looksLikeOption(token) else {
        if let second = remaining.first, command(named: "\(token) \(second)") != nil {
          return "\(token) \(second)"
        }
        return command(named: token)?.name
      }
      let takesValue =
        token.hasPrefix("--") && !token.contains("=")
        && allOptions.contains { $0.takesValue && "--\($0.name)" == token }
      if takesValue, remaining.first?.hasPrefix("--") == false { remaining.removeFirst() }
    }
    return nil
  }

  private func parseNamingNoCommand(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var result = ParsedArguments()
    var given: [GivenOption] = []
    var positionals: [String] = []
    var remaining = arguments[...]
    var optionsEnded = false
    var argumentsStart = Int.max

    while let token = remaining.popFirst() {
      if optionsEnded || !Self.looksLikeOption(token) {
        positionals.append(token)
        continue
      }
      if token == "--" {
        optionsEnded = true
        argumentsStart = positionals.count
        continue
      }
      for (option, spelling, inlineValue) in try resolveOptions(token) {
        if option.takesValue {
          let value: String
          if let inlineValue {
            value = inlineValue
          } else if let next = remaining.first, !next.hasPrefix("--") {
            value = next
            remaining.removeFirst()
          } else {
            throw UsageError(
              "option '--\(option.name)' needs a value (\(option.valueName ?? "value"))")
          }
          result.values[option.name, default: []].append(value)
          given.append(GivenOption(spec: option, spelling: spelling, value: value))
        } else {
          if inlineValue != nil {
            throw UsageError("option '--\(option.name)' takes no value")
          }
          result.flags.insert(option.name)
          given.append(GivenOption(spec: option, spelling: spelling, value: nil))
        }
      }
    }

    guard let commandName = positionals.first else {
      try check(given, allowedBy: nil)
      return result
    }
    let subcommand = positionals.dropFirst().first.flatMap {
      self.command(named: "\(commandName) \($0)")
    }
    guard let command = subcommand ?? command(named: commandName) else {
      let group = subcommandWords(of: commandName)
      guard !group.isEmpty else {
        let hint =
          Suggestion.nearest(to: commandName, in: commandWords)
          .map { " (did you mean '\($0)'?)" } ?? ""
        throw UsageError("unknown command '\(commandName)'\(hint)")
      }
      if given.contains(where: \.spec.isInformational) {
        result.command = commandName
        return result
      }
      let expected = group.listedWithOr
      guard let word = positionals.dropFirst().first else {
        throw UsageError("'\(commandName)' needs a command: \(expected)")
      }
      let hint = subcommandSuggestion(for: word, of: commandName).map { "; did you mean '\($0)'?" }
      throw UsageError(
        "unknown command '\(commandName) \(word)' (expected \(expected)\(hint ?? ""))")
    }
    let isInformational = given.contains(where: \.spec.isInformational)
    if subcommand == nil, !isInformational, argumentsStart > 1,
      let word = positionals.dropFirst().first,
      let nearest = subcommandSuggestion(for: word, of: commandName)
    {
      throw UsageError(
        "unknown command '\(commandName) \(word)' (did you mean '\(nearest)'?)",
        command: commandName)
    }
    let wordCount = subcommand == nil ? 1 : 2
    result.command = command.name
    if isInformational {
      result.arguments = Array(positionals.dropFirst(wordCount))
      return result
    }
    try check(given, allowedBy: command)

    let commandArguments = Array(positionals.dropFirst(wordCount))
    if commandArguments.count > command.arguments.count, command.arguments.last?.isRepeating != true
    {
      let extra = commandArguments[command.arguments.count]
      throw UsageError("unexpected argument '\(extra)'", command: command.name)
    }
    if let missing = command.arguments.dropFirst(commandArguments.count).first(where: {
      !$0.isOptional
    }) {
      throw UsageError("missing \(missing.synopsis) for '\(command.name)'", command: command.name)
    }
    if let missing = command.options.first(where: { $0.isRequired && result.values[$0.name] == nil }
    ) {
      throw UsageError(
        "missing option '\(missing.usageSynopsis)' for '\(command.name)'", command: command.name)
    }
    for (position, value) in commandArguments.enumerated() {
      let argument =
        position < command.arguments.count
        ? command.arguments[position] : command.arguments.last
      guard let argument, !argument.allowedValues.isEmpty, !argument.allowedValues.contains(value)
      else { continue }
      throw UsageError(
        "unknown \(argument.name) '\(value)'"
          + Self.hint(for: value, among: argument.allowedValues),
        command: command.name)
    }
    result.arguments = commandArguments
    return result
  }

  private var allOptions: [OptionSpec] {
    globalOptions + commands.flatMap(\.options)
  }

  private static func looksLikeOption(_ token: String) -> Bool {
    guard token.hasPrefix("-"), token != "-" else { return false }
    let afterDash = token.dropFirst()
    return !(afterDash.first?.isNumber ?? false)
  }

  /// The options `token` gives, each with the word it is shown as and its value when the token
  /// holds it: one for `--name` or `--name=value`; for a word of short options, one a letter,
  /// the first that takes a value taking the rest of the word (`-qp3000` is `-q -p 3000`).
  private func resolveOptions(
    _ token: String
  ) throws(UsageError) -> [(option: OptionSpec, spelling: String, value: String?)] {
    let letters = token.dropFirst()
    guard !token.hasPrefix("--"), letters.count > 1 else {
      let (option, value) = try resolveOption(token)
      return [(option, token, value)]
    }
    if allOptions.contains(where: { $0.name == letters }) {
      throw UsageError("unknown option '\(token)' (did you mean '--\(letters)'?)")
    }
    var resolved: [(option: OptionSpec, spelling: String, value: String?)] = []
    var rest = letters
    while let letter = rest.popFirst() {
      guard let option = allOptions.first(where: { $0.shortName == letter }) else {
        throw UsageError("unknown option '-\(letter)' in '\(token)'")
      }
      guard option.takesValue, !rest.isEmpty else {
        resolved.append((option, "-\(letter)", nil))
        continue
      }
      if rest.first == "=" { rest.removeFirst() }
      resolved.append((option, "-\(letter)", String(rest)))
      break
    }
    return resolved
  }

  private func resolveOption(_ token: String) throws(UsageError) -> (OptionSpec, String?) {
    if token.hasPrefix("--") {
      let body = token.dropFirst(2)
      let name: Substring
      let value: String?
      if let equals = body.firstIndex(of: "=") {
        name = body[..<equals]
        value = String(body[body.index(after: equals)...])
      } else {
        name = body
        value = nil
      }
      if let option = allOptions.first(where: { $0.name == name }) {
        return (option, value)
      }
      let hint =
        Suggestion.nearest(to: String(name), in: allOptions.map(\.name))
        .map { " (did you mean '--\($0)'?)" } ?? ""
      throw UsageError("unknown option '--\(name)'\(hint)")
    }
    let letters = token.dropFirst()
    if letters.count == 1, let letter = letters.first,
      let option = allOptions.first(where: { $0.shortName == letter })
    {
      return (option, nil)
    }
    throw UsageError("unknown option '\(token)'")
  }

  /// Checks that every option given applies to `command` and has an accepted value.
  private func check(_ given: [GivenOption], allowedBy command: CommandSpec?) throws(UsageError) {
    // Two commands may each have an option of the same name, described differently; what
    // counts is the option of that name the command accepts.
    let allowed = globalOptions + (command?.options ?? [])
    var specs: [OptionSpec] = []
    for option in given {
      guard let spec = allowed.first(where: { $0.name == option.spec.name }) else {
        let shown = option.spelling.split(separator: "=", maxSplits: 1).first ?? ""
        if let command {
          throw UsageError(
            "option '\(shown)' does not apply to '\(command.name)'", command: command.name)
        }
        throw UsageError("option '\(shown)' needs a command")
      }
      specs.append(spec)
    }
    for (option, spec) in zip(given, specs) {
      let choices = spec.allowedValues
      guard let value = option.value, !choices.isEmpty, !choices.contains(value) else { continue }
      throw UsageError(
        "invalid value '\(value)' for '--\(spec.name)'"
          + Self.hint(for: value, among: choices),
        command: command?.name)
    }
  }

  /// ` (expected a, b or c)`, with the nearest choice suggested when `word` is close to one.
  private static func hint(for word: String, among choices: [String]) -> String {
    let list = choices.listedWithOr
    let suggestion = Suggestion.nearest(to: word, in: choices).map { "; did you mean '\($0)'?" }
    return " (expected \(list)\(suggestion ?? ""))"
  }
}

/// An option as it appeared on the command line.
private struct GivenOption {
  var spec: OptionSpec
  /// The word as typed, such as `--color=always`.
  var spelling: String
  /// The value, for an option that takes one.
  var value: String?
}
