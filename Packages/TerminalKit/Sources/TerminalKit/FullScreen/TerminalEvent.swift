/// Something that happened to the terminal a full-screen program runs on.
public enum TerminalEvent: Sendable, Hashable {
  /// Bytes typed or pasted.
  case input([UInt8])
  case resized
  /// The program continued after being stopped, so the screen must be drawn again.
  case resumed
  /// Ctrl-C came as a signal (`SIGINT`), not as a key.
  case interrupted
}
