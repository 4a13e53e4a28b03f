import Features
import GitHubIssues
import Models
import ScreenKit
import TerminalKit

/// Draws an ``IssuesBrowser``: the repository on the first row, the issues (ScreenKit's
/// ``ListView``), the search bar while it shows, and the status line: the notice, or where
/// the cursor stands with the keys' hints.
///
/// ```
/// octo/harbour · open issues
///     #  TITLE                              AUTHOR  COMMENTS
/// ›  12  Crash on empty manifest            ada            3
///    11  Document the retry                 lin            0
/// issue 12 · 1 of 30 · more to come        ⏎ open  / search  S sort  q quit
/// ```
public struct IssuesBrowserView: Sendable {
  public var state: IssuesBrowser.State
  public var usesColor: Bool
  /// The spinner's frame while the issues load.
  public var spinner = "⠋"

  public init(state: IssuesBrowser.State, usesColor: Bool) {
    self.state = state
    self.usesColor = usesColor
  }

  /// The whole screen.
  public func buffer() -> CellBuffer {
    let size = state.list.size
    var buffer = CellBuffer(size: size)
    var view = ListView(size: size, usesColor: usesColor)
    view.spinner = spinner
    let title = "\(state.repository) · open issues".sanitizedForTerminalLine
    buffer.write(title, row: 0, column: 0, style: view.style(.bold))
    let list = state.list
    view.draw(
      list, table: IssuesList.table(list.shownRows), plural: IssuesList.rowsName,
      firstRow: ScreenLayout.bodyTop, preview: list.selectedRow.map(Self.preview),
      into: &buffer)
    view.drawSearchBar(list.search, into: &buffer)
    let hints = IssuesList.keys.rankedHints(for: list) + ["q quit"]
    let status = state.notice ?? list.searchStatus ?? position
    let room = max(0, size.columns - status.displayWidth - 2)
    let shownHints = hints.reduce(into: "") { line, hint in
      let next = line.isEmpty ? hint : line + "  " + hint
      if next.displayWidth <= room { line = next }
    }
    buffer.write(status, row: size.rows - 1, column: 0)
    buffer.write(
      shownHints, row: size.rows - 1, column: size.columns - shownHints.displayWidth,
      style: view.style(.dim))
    return buffer
  }

  /// The issue beside the list from 120 columns: who opened it, its labels and comments,
  /// and its description.
  static func preview(of issue: Issue) -> ListPreview {
    var fields = [
      ListPreview.Field("Issue", "#\(issue.number.rawValue)"),
      ListPreview.Field("Author", issue.author),
    ]
    if !issue.labels.isEmpty {
      fields.append(ListPreview.Field("Labels", issue.labels.joined(separator: ", ")))
    }
    fields.append(ListPreview.Field("Comments", String(issue.comments)))
    return ListPreview(title: issue.title, fields: fields, text: issue.body)
  }

  /// `issue 12 · 1 of 30 · more to come`.
  private var position: String {
    let list = state.list
    let shown = list.shownRows
    guard let issue = list.selectedRow else { return list.isLoading ? "loading issues" : "" }
    let more = IssuesList.moreRowsMayCome(list) ? " · more to come" : ""
    return "issue \(issue.number.rawValue) · \(list.cursor.row + 1) of \(shown.count)\(more)"
  }
}
