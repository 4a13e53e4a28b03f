import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

/// Draws a ``BrowseState`` into a ``CellBuffer`` of the state's size: a pure function, so what
/// each state looks like is tested without a terminal.
///
/// The rows of the lists and the detail screens are the one-shot commands' views
/// (``PostsListView``, ``UsersListView``, ``PostDetailView``, ``UserDetailView``) laid out at
/// the screen's width, so they are cut with `…` and sanitized the same way.
struct BrowseView {
  var state: BrowseState
  /// Whether styles and colours are drawn; without them, the cursor's row is marked by `›`
  /// alone and the tab shown by brackets.
  var usesColor: Bool
  /// The colours the photo swatches may be drawn in, when ``usesColor``.
  var colorDepth = ColorDepth.indexed256
  /// The time the ages of stored data are told from (`updated 3 minutes ago`).
  var now = Date()
  /// The server the data comes from, as the header names it: `sample`, `127.0.0.1:3999`.
  var server = ""
  /// Where the frame drawn can be clicked, marked as it is drawn, when given.
  var clickTargets: ClickTargets?

  var size: TerminalSize { state.size }

  /// The screen.
  func render() -> CellBuffer {
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
      drawHelp(on: shown.kind, offset: offset, into: &buffer)
    } else {
      drawBody(shown, into: &buffer)
    }
    drawStatus(shown, into: &buffer)
    return buffer
  }

  /// The width of the line under a row that says why it matched a search.
  var snippetWidth: Int {
    max(1, listView.rowWidth - 2)
  }

  /// The colours the photos' swatches are drawn in: none without colour.
  var swatchDepth: ColorDepth { usesColor ? colorDepth : .none }

  func style(_ style: CellStyle) -> CellStyle {
    usesColor ? style : []
  }

  var spinner: String {
    spinnerFrames[state.spinnerFrame % spinnerFrames.count]
  }

  // MARK: - Body

  private func drawBody(_ shown: ShownScreen, into buffer: inout CellBuffer) {
    shown.screen.draw(in: self, into: &buffer)
    drawSearchBar(shown.search, into: &buffer)
  }

  var tableOptions: RenderOptions {
    listView.tableOptions
  }

  /// The kit's view of a list, laid out as the browser draws: its size, colours and spinner.
  /// It does not know the rows the status area covers, which take laying the status line out
  /// to know: ``coveringListView`` does.
  var listView: ListView {
    var view = ListView(size: size, usesColor: usesColor)
    view.spinner = spinner
    view.previewColumns = ListView.previewMinimumColumns
    return view
  }

  /// ``listView`` with the rows the status area covers, for what it draws over the body's
  /// height.
  var coveringListView: ListView {
    var view = listView
    view.coveredRows = statusCoveredRows
    return view
  }

  /// The table's header on `firstRow`, then the rows shown from `cursor`'s offset, the
  /// cursor's marked (none when `row` is `nil`), and under it `snippet`, why it matched the
  /// search; matches of `search` are underlined, and each row is clickable.
  func drawTable(
    _ table: TextTable, cursor: ListCursor, row: Int?, visibleRows: Int, search: ListSearch?,
    snippet: String? = nil, firstRow: Int, into buffer: inout CellBuffer
  ) {
    let view = coveringListView
    let columns = 0..<view.listColumns
    view.drawTable(
      table, cursor: cursor, row: row, visibleRows: visibleRows, search: search,
      snippet: snippet, firstRow: firstRow, into: &buffer
    ) { index, row in
      clickTargets?.mark(.item(index), row: row, columns: columns)
    }
  }

  /// Whether a list of `noun` whose rows are `list` shows none, drawing then on `row` that
  /// its `search` matches none, or else its placeholder.
  func drawsEmpty(
    _ isEmpty: Bool, _ list: Loadable<Int>, search: ListSearch?, noun: Noun,
    row: Int, into buffer: inout CellBuffer
  ) -> Bool {
    guard isEmpty else { return false }
    if !drawNoMatches(search, noun: noun, list: list, row: row, into: &buffer) {
      drawPlaceholder(list, noun: noun, row: row, into: &buffer)
    }
    return true
  }

  /// Beside a list, from 120 columns, the preview of the record under its cursor, down to the
  /// search bar or the status area; narrower, `preview` is not even made.
  func drawPreview(
    _ preview: @autoclosure () -> ListPreview?, search: ListSearch?, into buffer: inout CellBuffer
  ) {
    guard listView.showsPreview else { return }
    let searchBar = search?.showsBar == true ? 1 : 0
    let rows = ScreenLayout.bodyRows(size) - statusCoveredRows - searchBar
    listView.drawPreview(preview(), top: ScreenLayout.bodyTop, rows: rows, into: &buffer)
  }

  /// What a list of `noun` shows in place of its rows: the spinner, the failure with how to
  /// retry (online), or that there is nothing.
  func drawPlaceholder(
    _ page: Loadable<Int>, noun: Noun, row: Int, into buffer: inout CellBuffer
  ) {
    listView.drawPlaceholder(
      page, plural: noun.plural, failureText: { $0.browserMessage(at: now) },
      offersRetry: !state.isOffline, row: row, into: &buffer)
  }

  /// The lines of a detail from line `first`, the spinner before the first while it loads.
  /// `lines` from line `first` on, the first behind the spinner while `isLoading`, with the
  /// matches of `find` marked: underlined, the one it is on reversed.
  func drawDetail(
    _ lines: [String], from first: Int, isLoading: Bool, find: PageFind,
    into buffer: inout CellBuffer
  ) {
    for line in 0..<ScreenLayout.bodyRows(size) {
      let index = first + line
      guard index >= 0, index < lines.count else { break }
      let row = ScreenLayout.bodyTop + line
      let isSpinning = isLoading && index == 0
      let text = isSpinning ? "\(spinner) \(lines[index])" : lines[index]
      buffer.write(styledLine: text, row: row, column: 2)
      let column = 2 + (isSpinning ? spinner.displayWidth + 1 : 0)
      buffer.markMatches(
        of: find, onLine: index, row: row, column: column, style: style(.underline),
        currentStyle: style(.reverse))
    }
  }

  // MARK: - Help

  private func drawHelp(on screen: ScreenKind, offset: Int, into buffer: inout CellBuffer) {
    let top = ScreenLayout.bodyTop
    let lines = KeyHelp.lines(for: screen, columns: size.columns)
    let hidden = BrowseLayout.hiddenHelpLines(size, on: screen)
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
