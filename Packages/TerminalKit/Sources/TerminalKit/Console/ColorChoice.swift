/// When text may be coloured: the value of `--color`.
public enum ColorChoice: String, Sendable, Hashable, CaseIterable {
  /// Colour a stream only when it is a terminal, `NO_COLOR` is unset or empty
  /// (https://no-color.org), and `TERM` is not `dumb`.
  case auto
  /// Always colour, even into a pipe or a file.
  case always
  case never

  /// Whether a stream may carry colour under this choice.
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
}
