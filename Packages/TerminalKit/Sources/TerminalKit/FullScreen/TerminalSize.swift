/// The size of a terminal in cells.
public struct TerminalSize: Sendable, Hashable {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}
