import Features
import Foundation
import ScreenKit
import TerminalKit

/// The status line: where the screen shown stands, then the failure, the notice, how old the
/// data is and what the cache had to say, and the main keys at the right.
extension BrowseView {
  /// Draws the status line, or the command line while it is open. When its texts do not fit
  /// on one line beside where the screen stands, each is wrapped on lines of its own below
  /// it, and the status area grows up over the body's last rows, up to
  /// ``BrowseLayout/maximumStatusRows(_:)``, a list's cursor staying above it; where the
  /// screen stands is cut with `…`.
  func drawStatus(_ shown: ShownScreen, into buffer: inout CellBuffer) {
    if drawCommandLine(into: &buffer) { return }
    let status = statusContent(shown)
    let end = size.columns - 1
    guard let lines = status.wrappedLines else {
      let row = size.rows - 1
      clearStatusRow(row, into: &buffer)
      var column = buffer.write(status.context, row: row, column: 1, limit: end)
      for (text, textStyle) in status.texts where column < end {
        column = buffer.write(
          (column > 1 ? " · " : "") + text, row: row, column: column, style: style(textStyle),
          limit: end)
      }
      drawStatusKeys(status.keys, shown, row: row, after: column, into: &buffer)
      buffer.highlight(row: row, style: style(.reverse))
      return
    }
    let top = size.rows - lines.count
    for (offset, (text, textStyle)) in lines.enumerated() {
      clearStatusRow(top + offset, into: &buffer)
      let column = buffer.write(
        text, row: top + offset, column: 1, style: style(textStyle), limit: end)
      if offset == 0 { drawStatusKeys(status.keys, shown, row: top, after: column, into: &buffer) }
    }
    for row in top..<size.rows {
      buffer.highlight(row: row, style: style(.reverse))
    }
  }

  /// What the status area shows: where the screen stands, its texts, the keys, and the lines
  /// the texts are wrapped on when they do not fit on one line beside where the screen stands.
  private struct StatusContent {
    public var context: String
    public var texts: [(String, CellStyle)]
    public var keys: [String]
    var wrappedLines: [(String, CellStyle)]?
  }

  private func statusContent(_ shown: ShownScreen) -> StatusContent {
    let (context, failure) =
      deletionStatus(shown, width: size.columns - 2) ?? shown.screen.status(in: self)
    let keys = shown.isAskingToDelete ? [] : ScreenKeys.hints(shown, state)
    let age = shown.origin?.shown.note(at: now, offline: state.isOffline)
    let ageStyle: CellStyle = age?.hasPrefix("offline") == true ? .error : []
    // Records left out are said as the one-shot commands say them.
    let skipped = shown.skipped.map { "warning: \($0)" }.first
    let texts: [(String, CellStyle)] = [
      (failure, CellStyle.error), (skipped, .error), (state.jump?.waitingStatus, CellStyle()),
      (state.notice, CellStyle()), (age, ageStyle),
      (state.warning, .error),
    ].compactMap { text, style in text.map { ($0, style) } }
    let oneLine = ([context] + texts.map(\.0)).filter { !$0.isEmpty }.joined(separator: " · ")
    // The texts wrap rather than reach under the help's hint.
    let hintWidth = helpHint(shown).map { $0.displayWidth + 2 } ?? 0
    guard !texts.isEmpty, oneLine.displayWidth > size.columns - 2 - hintWidth else {
      return StatusContent(context: context, texts: texts, keys: keys)
    }
    // The first line shares its row with the help's hint: it is kept clear of it.
    let firstWidth = context.isEmpty ? ScreenLayout.contentWidth(size) - hintWidth : nil
    return StatusContent(
      context: context, texts: texts, keys: keys,
      wrappedLines: (context.isEmpty ? [] : [(context, CellStyle())])
        + statusLines(texts, firstWidth: firstWidth))
  }

  /// How many of the body's last rows the status area covers while its texts are wrapped.
  var statusCoveredRows: Int {
    max(0, (statusContent(state.shown).wrappedLines?.count ?? 1) - 1)
  }

  /// `texts` wrapped at the content's width (the first line at `firstWidth`, when given),
  /// each from a line of its own, in the rows of ``BrowseLayout/maximumStatusRows(_:)`` left
  /// below where the screen stands, the last one ending with `…` when more were left out.
  private func statusLines(_ texts: [(String, CellStyle)], firstWidth: Int?)
    -> [(String, CellStyle)]
  {
    let width = ScreenLayout.contentWidth(size)
    let nonEmpty = texts.filter { !$0.0.isEmpty }
    let wrapped = nonEmpty.enumerated().flatMap { index, text in
      let first = index == 0 ? firstWidth ?? width : width
      return TextLayout.wrapped(text.0, firstWidth: first, width: width).map { ($0, text.1) }
    }
    let rows = max(1, BrowseLayout.maximumStatusRows(size) - 1)
    guard wrapped.count > rows, let last = wrapped.element(at: rows - 1) else { return wrapped }
    let cut = TextLayout.wrap(last.0, width: width - 2).first ?? ""
    return Array(wrapped.prefix(rows - 1)) + [(cut + " …", last.1)]
  }

  /// Blanks status row `row`, where nothing can be clicked.
  private func clearStatusRow(_ row: Int, into buffer: inout CellBuffer) {
    clickTargets?.clear(rows: row..<(row + 1))
    buffer.write(String(repeating: " ", count: size.columns), row: row, column: 0)
  }

  /// The main keys at the right of status row `row`, as many of them as fit after `column`,
  /// the last ones left out first; the help's hint is the last left out, and stays at any
  /// width, over the end of what is there if it must.
  private func drawStatusKeys(
    _ keys: [String], _ shown: ShownScreen, row: Int, after column: Int,
    into buffer: inout CellBuffer
  ) {
    let help = helpHint(shown)
    var fitting = keys
    while !fitting.isEmpty {
      let text = fitting.joined(separator: "  ")
      let keysColumn = size.columns - 1 - text.displayWidth
      if keysColumn >= column + 2 {
        buffer.write(text, row: row, column: keysColumn, style: style(.dim))
        return
      }
      guard let last = fitting.lastIndex(where: { $0 != help }) else { break }
      fitting.remove(at: last)
    }
    guard let help else { return }
    let helpColumn = size.columns - 1 - help.displayWidth
    if column > helpColumn - 2 {
      buffer.write("… ", row: row, column: helpColumn - 2)
    }
    buffer.write(help, row: row, column: helpColumn, style: style(.dim))
  }

  /// The one hint the status line keeps at any width, where the help opens: `? help`, or
  /// `^G help` where `?` is typed (a form, a search being typed); none while a question waits
  /// for its answer or the command line is open.
  func helpHint(_ shown: ShownScreen) -> String? {
    guard state.commandLine == nil else { return nil }
    switch shown.helpKey {
    case .character("?"): return "? help"
    case nil: return nil
    default: return "^G help"
    }
  }

  /// `3 of 10 match` while `search` filters a list; `nil`, for the list's own status (loading,
  /// or why it failed), while the `list` searched is not there, since no item has been searched.
  public func searchStatus<Value>(_ search: ListSearch?, list: Loadable<Value>) -> String? {
    list.value == nil ? nil : search?.status
  }

  /// Where the cursor is in a list: `post 7 of 100`, or, where the item's id is not its
  /// place in the list (items deleted, or a list that does not start at 1), both, the id
  /// first: `post 10 · 6 of 97`.
  public func position(_ noun: String, id: Int?, row: Int, of total: String) -> String {
    guard let id, id != row + 1 else { return "\(noun) \(row + 1) of \(total)" }
    return "\(noun) \(id) · \(row + 1) of \(total)"
  }

  /// Where a detail named `name` stands, scrolled to `scroll` over `count` lines of which
  /// `rows` are shown, where its `find` is, and why it could not be read last, with how to
  /// retry.
  public func detailStatus(
    _ name: String, _ scroll: DetailScroll, count: Int, rows: Int, find: PageFind,
    failure: LoadFailure?
  ) -> (String, String?) {
    let named = find.status.map { "\(name) · \($0)" } ?? name
    return (
      detailContext(named, line: scroll.line, count: count, rows: rows), failure.map(retryText)
    )
  }

  private func detailContext(_ name: String, line: Int, count: Int, rows: Int) -> String {
    guard count > rows else { return name }
    return "\(name) · line \(line + 1) of \(count)"
  }

  /// The status line's text while a deletion is asked about or under way on `screen`, cut
  /// to `width`.
  func deletionStatus(_ screen: ShownScreen, width: Int) -> (String, String?)? {
    guard let deletion = screen.deletion else { return nil }
    let text = deletion.text(width: width, spinner: spinner)
    if case .failed = deletion.status { return ("", text) }
    return (text, nil)
  }
}

extension ListSearch {
  /// What the status line says while the list is searched: `3 of 10 match`.
  public var status: String? {
    guard isFiltering else { return nil }
    return "\(matches.count) of \(itemCount) match"
  }
}
