/// The result of parsing a command line against a ``CommandLineSpec``.
public struct ParsedArguments: Sendable, Hashable {
  /// The selected command, or `nil` when the line names none.
  public var command: String?
  /// The command's positional arguments, in order.
  public var arguments: [String]
  /// The values given to options, by long name; an option given twice keeps both, in order.
  public var values: [String: [String]]
  /// The flags given, by long name.
  public var flags: Set<String>

  public init(
    command: String? = nil,
    arguments: [String] = [],
    values: [String: [String]] = [:],
    flags: Set<String> = []
  ) {
    self.command = command
    self.arguments = arguments
    self.values = values
    self.flags = flags
  }

  /// The last value given to the option `name`, or `nil` when it was not given.
  public func value(of name: String) -> String? {
    values[name]?.last
  }

  public func hasFlag(_ name: String) -> Bool {
    flags.contains(name)
  }
}
