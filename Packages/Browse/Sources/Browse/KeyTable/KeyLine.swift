import TerminalKit

/// What a table says of one of its keys, whatever its screen: the keys that press it, and the
/// words of the help.
struct KeyLine: Sendable, Hashable {
  var keys: [Key]
  /// The keys as the help writes them: `c`, `Space, s`.
  var label: String
  /// What it does; empty for a key the help leaves to another line.
  var help: String
}

extension [KeyLine] {
  /// The line `key` presses, if any.
  func line(for key: Key) -> KeyLine? {
    first { $0.keys.contains(key) }
  }

  /// The lines the help shows: those with words.
  var helpLines: [KeyLine] {
    filter { !$0.help.isEmpty }
  }
}
