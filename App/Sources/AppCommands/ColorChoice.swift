/// When text may be coloured: the value of `--color`.
public enum ColorChoice: String, Sendable, Hashable, CaseIterable {
  /// Colour a stream only when it is a terminal, `NO_COLOR` is unset or empty
  /// (https://no-color.org), and `TERM` is not `dumb`.
  case auto
  /// Always colour, even into a pipe or a file.
  case always
  /// Never colour.
  case never

  /// Whether a stream may carry colour under this choice.
  ///
  /// - Parameters:
  ///   - isTerminal: Whether the stream is a terminal.
  ///   - environment: The process environment, for `NO_COLOR` and `TERM`.
  public func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always:
      return true
    case .never:
      return false
    case .auto:
      let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
      return isTerminal && !noColor && environment["TERM"] != "dumb"
    }
  }

  /// The valid choice given last to `--color` in `arguments`, or `nil` when there is none.
  ///
  /// Reads the command line without parsing it, so that even a usage error about another word
  /// is coloured as asked.
  public init?(lastGivenIn arguments: [String]) {
    var choice: ColorChoice?
    var words = arguments[...]
    while let word = words.popFirst(), word != "--" {
      if word == "--color", let value = words.first {
        choice = ColorChoice(rawValue: value) ?? choice
      } else if word.hasPrefix("--color=") {
        choice = ColorChoice(rawValue: String(word.dropFirst("--color=".count))) ?? choice
      }
    }
    guard let choice else { return nil }
    self = choice
  }
}
