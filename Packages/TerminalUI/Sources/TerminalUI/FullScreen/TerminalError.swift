/// Why the terminal could not be put in full-screen mode.
struct TerminalError: Error, Hashable, Sendable {
  var message: String
}
