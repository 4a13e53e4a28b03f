import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// How far a detail screen, which has no cursor, is scrolled: its first line shown.
struct DetailScroll: Sendable, Hashable {
  /// The first line shown, from 0.
  private(set) var line = 0

  /// Scrolled to `line`, as it is until the next scroll.
  init(line: Int = 0) {
    self.line = line
  }

  /// Scrolls by `delta` lines of `count`, `visibleRows` of them shown, never past the last
  /// page.
  mutating func scroll(by delta: Int, count: Int, visibleRows: Int) {
    line = max(0, min(line.addingClamped(delta), count - max(1, visibleRows)))
  }
}
