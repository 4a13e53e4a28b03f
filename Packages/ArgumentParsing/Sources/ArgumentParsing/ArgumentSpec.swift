/// A positional argument of a command, such as the `<id>` of `post <id>`.
public struct ArgumentSpec: Sendable, Hashable {
  /// The placeholder shown in usage and help, without brackets.
  public var name: String
  /// A one-line description for help.
  public var summary: String
  public var isOptional: Bool
  /// The only values the argument accepts, for validation and shell completion; empty when any
  /// value goes.
  public var allowedValues: [String]
  /// Whether a completion script asks the program for the argument's candidates, which only it
  /// knows (the paths a server has, say): it runs the program with
  /// ``CommandLineSpec/completionRequest`` and the words typed before the one being completed,
  /// and offers each line printed. The program answers quickly, and prints nothing when it
  /// cannot tell.
  public var completesFromProgram: Bool
  /// Whether the argument takes every word left on the command line, none or more (one or
  /// more when not ``isOptional``), such as the `[<item>...]` of `create <resource>
  /// [<item>...]`; only a command's last argument can.
  public var isRepeating = false

  public init(
    name: String, summary: String, isOptional: Bool = false, allowedValues: [String] = [],
    completesFromProgram: Bool = false
  ) {
    self.name = name
    self.summary = summary
    self.isOptional = isOptional
    self.allowedValues = allowedValues
    self.completesFromProgram = completesFromProgram
  }

  /// How the argument is written in a usage line: `<id>`, `[<command>]`, or `[<item>...]` when
  /// it repeats.
  public var synopsis: String {
    let word = "<\(name)>" + (isRepeating ? "..." : "")
    return isOptional ? "[\(word)]" : word
  }
}
