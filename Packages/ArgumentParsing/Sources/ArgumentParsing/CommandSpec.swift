/// A command of a program, such as `post <id>`, or a sub-command, whose name is two words, such
/// as `post edit <id>`.
public struct CommandSpec: Sendable, Hashable {
  /// The word that selects the command.
  public var name: String
  /// A one-line description for help.
  public var summary: String
  /// The positional arguments, in order.
  public var arguments: [ArgumentSpec]
  /// The options only this command accepts (the program's global options apply too).
  public var options: [OptionSpec]
  /// Example invocations, without the program name.
  public var examples: [String]

  public init(
    name: String,
    summary: String,
    arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [],
    examples: [String] = []
  ) {
    self.name = name
    self.summary = summary
    self.arguments = arguments
    self.options = options
    self.examples = examples
  }

  /// The command and its arguments as a usage line shows them: `post <id>`.
  public var synopsis: String {
    ([name] + arguments.map(\.synopsis) + options.filter(\.isRequired).map(\.usageSynopsis))
      .joined(separator: " ")
  }

  /// The first word of the name: the command itself, or the parent of a sub-command.
  public var firstWord: String {
    String(name.prefix { $0 != " " })
  }

  /// The parent command's name for a sub-command such as `user create`, else `nil`.
  public var parentName: String? {
    name.contains(" ") ? firstWord : nil
  }
}
