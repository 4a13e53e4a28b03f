import TerminalKit

/// The places of a frame that a click acts on, marked by ``BrowseView`` as it draws them, so
/// that a click is looked up in the very layout that was drawn.
///
/// A reference, so that the view's drawing functions mark it without each passing it on.
public final class ClickTargets {
  private struct Region {
    public var row: Int
    public var columns: Range<Int>
    public var target: ClickTarget
  }

  private var regions: [Region] = []

  /// Marks the cells of `row` in `columns` as `target`, over what was marked there before.
  public func mark(_ target: ClickTarget, row: Int, columns: Range<Int>) {
    guard !columns.isEmpty else { return }
    regions.append(Region(row: row, columns: columns, target: target))
  }

  /// Forgets what was marked on `rows`, drawn over since.
  public func clear(rows: Range<Int>) {
    regions.removeAll { rows.contains($0.row) }
  }

  public func target(column: Int, row: Int) -> ClickTarget? {
    regions.last { $0.row == row && $0.columns.contains(column) }?.target
  }
}
