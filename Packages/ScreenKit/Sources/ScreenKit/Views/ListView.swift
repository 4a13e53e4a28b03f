import Features
import Foundation
import TerminalKit

/// Draws a list into a `CellBuffer`: its table's header, the rows from the cursor's offset with
/// the cursor's row marked `›` and reversed, a search's matches underlined, and, in place of the
/// rows, the spinner, the failure with how to try again, or that there is nothing.
///
/// ```
///   ID  TITLE                    PRICE
/// › 1   The Left Hand of Darkness  9.99
///   2   Solaris                   12.50
/// ```
///
/// The widths of the columns are measured over every row, so that they do not change as the
/// list scrolls, and only the rows shown are laid out at them.
public struct ListView: Sendable {
  public var size: TerminalSize
  /// Whether cells are styled; without colour (`NO_COLOR`, a dumb terminal) the list is drawn
  /// plain, the cursor still marked `›`.
  public var usesColor: Bool
  /// The rows at the bottom of the list that something drawn over it covers (a status area
  /// that grew), so that the cursor stays above them.
  public var coveredRows = 0
  /// The spinner's frame drawn while the rows load.
  public var spinner = "⠋"
  /// The terminal's width from which the record under the cursor is shown beside the list,
  /// usually ``ListView/previewMinimumColumns`` (120); `nil`, as it starts, for a list that has
  /// no preview, which then takes every column.
  public var previewColumns: Int?
  /// The cells the rows' text wants beside a preview (``wantedRowWidth(of:)``), which the
  /// preview gives up columns to (``listColumns``); `nil` for the list's share alone.
  public var wantedRowWidth: Int?

  public init(size: TerminalSize, usesColor: Bool) {
    self.size = size
    self.usesColor = usesColor
  }

  /// How the rows' text is laid out: at the list's width (``listColumns``) without the
  /// cursor's marker, and a column of space before a preview.
  public var tableOptions: RenderOptions {
    RenderOptions(width: rowWidth, usesColor: false, isTerminal: true)
  }

  /// The width of a row's text: the list's width without the cursor's marker and the space
  /// after it, and a column of space before a preview.
  public var rowWidth: Int {
    max(1, listColumns - (showsPreview ? 3 : 2))
  }

  /// `style`, or none when cells are not styled.
  public func style(_ style: CellStyle) -> CellStyle {
    usesColor ? style : []
  }

  /// Draws a list screen's rows on `firstRow` and below as `table` lays them out (its rows
  /// those the state shows, in order), or, when it shows none, what stands in their place,
  /// naming the rows `plural` (`books`) and a failure in `failureText`'s words; from 120
  /// columns, `preview` beside them, down to the search bar. A list not yet asked for its rows
  /// (`isRequested`, which `loadOnce(_:)` sets) is drawn loading: it is about to be. `mark` is told each screen row a
  /// list row takes, to make it clickable.
  public func draw<Resource: ListResource>(
    _ state: ListScreen<Resource>.State, table: TextTable, plural: String, firstRow: Int,
    preview: ListPreview? = nil,
    failureText: (LoadFailure) -> String = \.browserMessage, offersRetry: Bool = true,
    into buffer: inout CellBuffer, mark: (_ index: Int, _ row: Int) -> Void = { _, _ in }
  ) {
    let searchBar = state.search?.showsBar == true ? 1 : 0
    let rows = ScreenLayout.bodyRows(size) - coveredRows - searchBar
    drawPreview(preview, top: ScreenLayout.bodyTop, rows: rows, into: &buffer)
    guard table.rowCount == 0 else {
      drawTable(
        table, cursor: state.cursor, row: state.cursor.row, visibleRows: state.visibleRows,
        search: state.search, firstRow: firstRow, into: &buffer, mark: mark)
      return
    }
    let loaded: Loadable<Int> =
      if let failure = state.failure, !state.isLoading {
        .failed(failure)
      } else if state.isLoading || !state.isRequested {
        .loading
      } else {
        .loaded(0)
      }
    if drawNoMatches(state.search, plural: plural, list: loaded, row: firstRow, into: &buffer) {
      return
    }
    drawPlaceholder(
      loaded, plural: plural, failureText: failureText, offersRetry: offersRetry, row: firstRow,
      into: &buffer)
  }

  /// The table's header on `firstRow`, then its rows from `cursor`'s offset, the cursor's row
  /// marked (none when `row` is `nil`), and under it `snippet`, why it matched the search;
  /// matches of `search` are underlined. `mark` is told each screen row a list row takes.
  public func drawTable(
    _ table: TextTable, cursor: ListCursor, row: Int?, visibleRows: Int, search: ListSearch?,
    snippet: String? = nil, firstRow: Int, into buffer: inout CellBuffer,
    mark: (_ index: Int, _ row: Int) -> Void = { _, _ in }
  ) {
    // The line under the cursor's row that says why it matched is the row's too.
    let snippetRows = snippet == nil ? 0 : 1
    let rows = max(1, visibleRows - coveredRows - snippetRows)
    let cursorRow = row ?? -1
    let first = max(0, cursor.offset, cursorRow - rows + 1)
    let lines = table.lines(options: tableOptions, rows: first..<first.addingClamped(rows))
    guard let header = lines.first else { return }
    buffer.write(header, row: firstRow, column: 2, style: style(.bold))
    let shown = lines.dropFirst()
    let text = search?.isFiltering == true ? search?.search ?? SearchText("") : SearchText("")
    for line in 0..<min(rows, shown.count) {
      let index = first + line
      let screenRow = firstRow + 1 + line + (index > cursorRow ? snippetRows : 0)
      let isCursor = index == cursorRow
      for taken in screenRow...(isCursor ? screenRow + snippetRows : screenRow) {
        mark(index, taken)
      }
      buffer.write(isCursor ? "›" : " ", row: screenRow, column: 0, style: style(.bold))
      buffer.write(
        shown[shown.startIndex + line], row: screenRow, column: 2, matching: text,
        matchStyle: style(.underline))
      guard isCursor else { continue }
      buffer.highlight(row: screenRow, from: 2, to: listColumns, style: style(.reverse))
      if let snippet {
        buffer.write(
          snippet, row: screenRow + 1, column: 4, matching: text,
          matchStyle: style([.underline, .bold]), limit: listColumns)
      }
    }
  }

  /// The screen row that ``drawTable(_:cursor:row:visibleRows:search:snippet:firstRow:into:mark:)``
  /// draws list row `index` on, without a snippet.
  public func screenRow(of index: Int, cursor: ListCursor, visibleRows: Int, firstRow: Int) -> Int {
    let rows = max(1, visibleRows - coveredRows)
    let first = max(0, cursor.offset, cursor.row - rows + 1)
    return firstRow + 1 + index - first
  }

  /// What a list shows in place of its rows, on `row`: the spinner while `page` loads, its
  /// failure wrapped (in `failureText`'s words) with how to try again where `offersRetry`, or
  /// that there are no `plural`.
  public func drawPlaceholder(
    _ page: Loadable<Int>, plural: String, failureText: (LoadFailure) -> String,
    offersRetry: Bool, row: Int, into buffer: inout CellBuffer
  ) {
    switch page {
    case .loading:
      buffer.write("\(spinner) Loading \(plural)…", row: row, column: 2, limit: listColumns)
    case .failed(let failure):
      // Wrapped, so that its point is not cut at the edge.
      let lines = TextLayout.wrapped(
        "Could not load \(plural): \(failureText(failure))",
        width: rowWidth)
      let last = max(row, size.rows - 3)
      for (offset, line) in lines.enumerated() where row + offset <= last {
        buffer.write(line, row: row + offset, column: 2, style: style(.error), limit: listColumns)
      }
      guard offersRetry else { return }
      let hint = min(row + lines.count, last + 1)
      buffer.write(
        "Press r to try again.", row: hint, column: 2, style: style(.dim), limit: listColumns)
    case .loaded:
      buffer.write("No \(plural).", row: row, column: 2, limit: listColumns)
    }
  }

  /// While `search` filters the rows and none match, says so on `row`, or, while every row
  /// (`singular`) is still being searched, that it is searching; false, drawing nothing, when
  /// the list's own placeholder stands instead (no search, or the list not loaded).
  public func drawNoMatches(
    _ search: ListSearch?, plural: String, singular: String? = nil, isSearchingAll: Bool = false,
    list: Loadable<Int>, row: Int, into buffer: inout CellBuffer
  ) -> Bool {
    guard let search, search.isFiltering else { return false }
    if isSearchingAll {
      buffer.write(
        "\(spinner) Searching every \(singular ?? plural)…", row: row, column: 2,
        limit: listColumns)
    } else if list.value != nil {
      let text = search.search.text.trimmingCharacters(in: .whitespaces)
      buffer.write("No \(plural) match \"\(text)\".", row: row, column: 2, limit: listColumns)
    } else {
      return false
    }
    return true
  }

  /// The bar of a list's `search` on the body's last row (the row above the status line) while
  /// it shows: `/` and the query, with the cursor as a reverse cell while typing (an `_` at
  /// the end without colour), the query dimmed once it is kept.
  public func drawSearchBar(_ search: ListSearch?, into buffer: inout CellBuffer) {
    guard let search, search.showsBar else { return }
    let row = size.rows - 2
    let width = ScreenLayout.contentWidth(size)
    buffer.write(String(repeating: " ", count: size.columns), row: row, column: 0)
    buffer.write("/", row: row, column: 0, style: style(.bold))
    let (line, cursor) = search.bar.input.visibleLine(width: width)
    guard search.bar.isEditing else {
      buffer.write(line, row: row, column: 2, style: style(.dim))
      return
    }
    buffer.write(line, row: row, column: 2)
    if usesColor {
      buffer.highlight(row: row, from: 2 + cursor, to: 3 + cursor, style: .reverse)
    } else if cursor >= line.displayWidth {
      buffer.write("_", row: row, column: 2 + cursor)
    }
  }
}
