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
    view.previewColumns = ListView.previewMinimumColumns
    let title = "\(state.repository) · open issues".sanitizedForTerminalLine
    buffer.write(title, row: 0, column: 0, style: view.style(.bold))
    let list = state.list
    let shown = list.shownRows
    let selected = shown.indices.contains(list.cursor.row) ? shown[list.cursor.row] : nil
    view.draw(
      list, table: IssuesList.table(shown), plural: IssuesList.rowsName,
      firstRow: ScreenLayout.bodyTop, preview: view.showsPreview ? selected.map(Self.preview) : nil,
      into: &buffer)
    view.drawSearchBar(list.search, into: &buffer)
    let hints = IssuesList.keys.rankedHints(for: list) + ["q quit"]
    let status =
      state.notice ?? list.searchStatus ?? failure(shown: shown)
      ?? position(of: selected, among: shown.count)
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
  private func position(of issue: Issue?, among count: Int) -> String {
    let list = state.list
    guard let issue else { return list.isLoading ? "loading issues" : "" }
    let more = IssuesList.moreRowsMayCome(list) ? " · more to come" : ""
    return "issue \(issue.number.rawValue) · \(list.cursor.row + 1) of \(count)\(more)"
  }

  /// Why the next page could not be read, under the issues shown (the list says so in their
  /// place when there are none).
  private func failure(shown: [Issue]) -> String? {
    guard !shown.isEmpty, let failure = state.list.failure else { return nil }
    return "could not load more issues: \(failure.message) · r to retry".sanitizedForTerminalLine
  }
}
