/// A command-line option: a flag such as `--json`, or an option with a value such as
/// `--latency 300ms` (also written `--latency=300ms`).
public struct OptionSpec: Sendable, Hashable {
  /// The long name, without the leading dashes.
  public var name: String
  /// The one-letter name, used as `-h`.
  public var shortName: Character?
  /// The placeholder for the value in help (`URL`), or `nil` for a flag that takes none.
  public var valueName: String?
  /// A one-line description for help.
  public var summary: String
  /// The value used when the option is not given, as shown in help.
  public var defaultDescription: String?
  /// The only values the option accepts, for validation and shell completion; empty when any
  /// value goes.
  public var allowedValues: [String] = []
  /// Whether the option asks for information (`--help`, `--version`) rather than work, so that
  /// a command's missing or extra arguments and inapplicable options are not errors with it.
  public var isInformational: Bool = false
  /// Whether the command cannot run without the option; usage lines show it, and parsing fails
  /// when it is missing.
  public var isRequired: Bool = false

  public static func flag(
    _ name: String,
    short: Character? = nil,
    summary: String,
    isInformational: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name,
      shortName: short,
      valueName: nil,
      summary: summary,
      isInformational: isInformational
    )
  }

  public static func value(
    _ name: String,
    short: Character? = nil,
    valueName: String,
    summary: String,
    defaultDescription: String? = nil,
    allowedValues: [String] = [],
    isRequired: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name,
      shortName: short,
      valueName: valueName,
      summary: summary,
      defaultDescription: defaultDescription,
      allowedValues: allowedValues,
      isRequired: isRequired
    )
  }

  /// How the option is written in a usage line: `--post ID`.
  public var usageSynopsis: String {
    "--\(name)" + (valueName.map { " \($0)" } ?? "")
  }

  public var takesValue: Bool { valueName != nil }

  /// How the option is written in help: `-h, --help` or `--base-url URL`.
  public var synopsis: String {
    let long = "--\(name)" + (valueName.map { " \($0)" } ?? "")
    return shortName.map { "-\($0), \(long)" } ?? long
  }
}
