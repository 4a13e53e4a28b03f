/// Why the terminal could not be put in full-screen mode.
public struct TerminalError: Error, Hashable, Sendable {
  /// What failed, as one line.
  public var message: String
}
