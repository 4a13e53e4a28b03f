import Features
import Foundation
import ScreenKit
import TerminalKit

/// Draws a ``BrowseState`` into a `CellBuffer` of the state's size: a pure function, so what
/// each state looks like is tested without a terminal.
///
/// The rows of the lists and the detail screens are the one-shot commands' views (a record's
/// columns, `RecordColumns`, and an API's own) laid out at the screen's width, so they are cut
/// with `…` and sanitized the same way.
public struct BrowseView {
  public init(
    state: BrowseState, usesColor: Bool, colorDepth: ColorDepth = .indexed256, now: Date = Date(),
    server: String = "", clickTargets: ClickTargets? = nil
  ) {
    self.state = state
    self.usesColor = usesColor
    self.colorDepth = colorDepth
    self.now = now
    self.server = server
    self.clickTargets = clickTargets
  }

  public var state: BrowseState
  /// Whether styles and colours are drawn; without them, the cursor's row is marked by `›`
  /// alone and the tab shown by brackets.
  public var usesColor: Bool
  /// The colours the photo swatches may be drawn in, when ``usesColor``.
  public var colorDepth: ColorDepth = .indexed256
  /// The time the ages of stored data are told from (`updated 3 minutes ago`).
  public var now: Date = Date()
  /// The server the data comes from, as the header names it: `sample`, `127.0.0.1:3999`.
  public var server: String = ""
  /// Where the frame drawn can be clicked, marked as it is drawn, when given.
  public var clickTargets: ClickTargets?

  public var size: TerminalSize { state.size }

  public func render() -> CellBuffer {
    var buffer = CellBuffer(size: size)
    guard !BrowseLayout.isTooSmall(size) else {
      buffer.write("terminal too small", row: 0, column: 0)
      buffer.write(
        "(at least \(BrowseLayout.minimumSize.columns)×\(BrowseLayout.minimumSize.rows))",
        row: 1, column: 0)
      return buffer
    }
    let shown = state.shown
    drawHeader(into: &buffer)
    if let offset = state.help {
      drawHelp(offset: offset, into: &buffer)
    } else {
      drawBody(shown, into: &buffer)
    }
    drawStatus(shown, into: &buffer)
    return buffer
  }

  /// The colours the photos' swatches are drawn in: none without colour.
  public var swatchDepth: ColorDepth { usesColor ? colorDepth : .none }

  public func style(_ style: CellStyle) -> CellStyle {
    usesColor ? style : []
  }

  public var spinner: String {
    spinnerFrames[state.spinnerFrame % spinnerFrames.count]
  }

  // MARK: - Body

  private func drawBody(_ shown: ShownScreen, into buffer: inout CellBuffer) {
    shown.screen.draw(in: self, into: &buffer)
    drawSearchBar(shown.search, into: &buffer)
  }

  /// `lines` from line `first` on, the first behind the spinner while `isLoading`, with the
  /// matches of `find` marked: underlined, the one it is on reversed.
  public func drawDetail(
    _ lines: [String], from first: Int, isLoading: Bool, find: PageFind,
    into buffer: inout CellBuffer
  ) {
    for line in 0..<ScreenLayout.bodyRows(size) {
      let index = first + line
      guard index >= 0, index < lines.count else { break }
      let row = ScreenLayout.bodyTop + line
      let isSpinning = isLoading && index == 0
      let text = isSpinning ? "\(spinner) \(lines[index])" : lines[index]
      buffer.write(styledLine: text, row: row, column: 2, colors: swatchDepth)
      let column = 2 + (isSpinning ? spinner.displayWidth + 1 : 0)
      buffer.markMatches(
        of: find, onLine: index, row: row, column: column, style: style(.underline),
        currentStyle: style(.reverse))
    }
  }

  // MARK: - Help

  private func drawHelp(offset: Int, into buffer: inout CellBuffer) {
    let top = ScreenLayout.bodyTop
    let lines = KeyHelp.lines(in: state)
    let hidden = max(0, lines.count - BrowseLayout.helpRows(size))
    let shown = lines.dropFirst(min(offset, hidden)).prefix(BrowseLayout.helpRows(size))
    for (index, line) in shown.enumerated() {
      let row = top + index
      if line.isHeading {
        buffer.write(line.keys, row: row, column: 2, style: style([.bold, .underline]))
        continue
      }
      buffer.write(line.keys, row: row, column: 2, style: style(.bold))
      buffer.write(line.meaning, row: row, column: line.meaningColumn)
    }
    let footer =
      hidden > 0 ? "↑ ↓ PgUp PgDn scroll · Esc, q, ? close" : "Esc, q or ? closes this help."
    buffer.write(footer, row: size.rows - 2, column: 2, style: style(.dim))
  }
}
