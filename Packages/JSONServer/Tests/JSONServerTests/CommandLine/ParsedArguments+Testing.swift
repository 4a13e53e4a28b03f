import ArgumentParsing

extension ParsedArguments {
  /// `words` parsed as the command `name` of a program that has no other command nor global
  /// option, the command taking `arguments` and `options`.
  static func parsing(
    _ words: [String], as name: String, arguments: [ArgumentSpec] = [], options: [OptionSpec]
  ) throws(UsageError) -> ParsedArguments {
    let command = CommandSpec(
      name: name, summary: "A command", arguments: arguments, options: options)
    return try CommandLineSpec(programName: "app", commands: [command], globalOptions: [])
      .parse([name] + words)
  }
}
