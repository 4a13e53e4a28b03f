/// The size of a terminal in cells.
public struct TerminalSize: Sendable, Hashable {
  /// The cells across.
  public var columns: Int
  /// The lines down.
  public var rows: Int

  /// A size of `columns` across and `rows` down.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}
