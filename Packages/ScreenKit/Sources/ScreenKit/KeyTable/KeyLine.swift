import TerminalKit

/// What a table says of one of its keys, whatever its screen: the keys that press it, and the
/// words of the help.
public struct KeyLine: Sendable, Hashable {
  /// The keys that press it; none for a line of the help only.
  public var keys: [Key]
  /// The keys as the help writes them: `c`, `Space, s`.
  public var label: String
  /// What it does; empty for a key the help leaves to another line.
  public var help: String

  public init(keys: [Key], label: String, help: String) {
    self.keys = keys
    self.label = label
    self.help = help
  }
}

extension [KeyLine] {
  /// The line `key` presses, if any.
  public func line(for key: Key) -> KeyLine? {
    first { $0.keys.contains(key) }
  }

  /// The lines the help shows: those with words.
  public var helpLines: [KeyLine] {
    filter { !$0.help.isEmpty }
  }
}
