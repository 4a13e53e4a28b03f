import TerminalKit

/// How far a detail screen, which has no cursor, is scrolled: its first line shown, and the
/// keys pressed while what it shows was still coming.
public struct DetailScroll: Sendable, Hashable {
  /// The first line shown, from 0.
  public private(set) var line = 0
  /// The keys pressed while what they act on was still coming, to press again once it came.
  public var held = HeldKeys()

  public init(line: Int = 0) {
    self.line = line
  }

  /// Scrolls by `delta` lines of `count`, `visibleRows` of them shown, never past the last
  /// page.
  public mutating func scroll(by delta: Int, count: Int, visibleRows: Int) {
    line = max(0, min(line.addingClamped(delta), count - max(1, visibleRows)))
  }
}
