/// A flag, declared once, that reads whether it was given from a parse result.
///
/// <!-- not compiled: a member of the program's declarations; parsed is a parse result -->
/// ```swift
/// static let json = Flag("json", summary: "Print JSON")
/// let printsJSON = parsed.isSet(json)
/// ```
public struct Flag: Sendable, Hashable {
  /// The flag as the parser, help and completions see it.
  public let spec: OptionSpec

  /// Declares the flag `--name` (and `-short`).
  public init(
    _ name: String, short: Character? = nil, summary: String, isInformational: Bool = false
  ) {
    spec = .flag(name, short: short, summary: summary, isInformational: isInformational)
  }
}

extension ParsedArguments {
  public func isSet(_ flag: Flag) -> Bool {
    flags.contains(flag.spec.name)
  }
}
