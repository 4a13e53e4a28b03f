/// The size of a terminal in cells.
struct TerminalSize: Sendable, Hashable {
  var columns: Int
  var rows: Int
}
