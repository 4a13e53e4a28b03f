import Features
import TerminalKit

/// A detail screen's state that `/` finds in (``PageFind``): its text as drawn, and how far it
/// is scrolled. Its keys come from ``ListKeys/findingInPage(_:notice:)``, and it gives the keys
/// typed into the bar to ``pressFinding(_:)`` before its other keys.
public protocol FindsInPage {
  var find: PageFind { get set }
  var scroll: DetailScroll { get set }
  var visibleRows: Int { get }
  /// The lines of the text as drawn, without styles.
  var plainLines: [String] { get }
}

extension FindsInPage {
  /// The lines shown above the bar, which covers the last while it is shown.
  private var rowsAboveBar: Int {
    max(1, visibleRows - (find.search.showsBar ? 1 : 0))
  }

  /// Looks for the text again in the lines as they are now drawn (the detail came, or the
  /// screen was resized), staying in sight of the match it was on.
  public mutating func findAgain() {
    guard find.isFinding else { return }
    find.index(plainLines)
    revealMatch()
  }

  /// `/`: opens the bar on the text as it is drawn now.
  public mutating func openFind() -> SearchBar.Outcome {
    find.index(plainLines)
    return find.open()
  }

  /// Esc while a text is looked for: forgets it.
  public mutating func clearFind() -> SearchBar.Outcome {
    find.clear()
  }

  /// Gives `key` to the bar while it is typed into, scrolling to the first match in sight or
  /// after it; `nil` when the bar is not typed into, for the screen's own keys.
  public mutating func pressFinding(_ key: Key) -> SearchBar.Outcome? {
    guard ListSearch.isTyping(find.search) else { return nil }
    let outcome = find.press(key, from: scroll.line)
    revealMatch()
    return outcome == .ignored ? nil : outcome
  }

  /// `n` or `N`: the next match or the one before, scrolled to; what the status line says
  /// beside the find's ``PageFind/status`` (``PageFind/step(_:)``).
  public mutating func stepFind(_ direction: Int) -> String? {
    let notice = find.step(direction)
    revealMatch()
    return notice
  }

  /// Scrolls the match the find is on to the top when it is out of sight, as less does.
  private mutating func revealMatch() {
    guard let line = find.currentLine else { return }
    let rows = rowsAboveBar
    guard line < scroll.line || line >= scroll.line.addingClamped(rows) else { return }
    scroll.scroll(by: line - scroll.line, count: plainLines.count, visibleRows: rows)
  }
}
