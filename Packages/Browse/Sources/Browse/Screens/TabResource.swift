import Features
import Foundation
import JSONPlaceholderFeatures
import NetworkClient
import ScreenKit
import TerminalKit

/// A tab's list as the browser shows it: the kit's ``ListResource`` and what only the browser
/// asks of it (how it draws, where its status line stands, what `:NAME text` finds in it). The
/// rest of a tab's list is read through ``BrowseScreen``, alike for every tab.
protocol TabResource: ListResource
where
  Delegate == BrowseDelegate, Target == DeleteFeature.Target, Row: Encodable,
  RowID: RawRepresentable, RowID.RawValue == Int
{
  static var tab: BrowseTab { get }
  /// The tab's name in the tab bar: by default, ``ListResource/rowsName`` capitalized.
  static var title: String { get }
  /// The command that names the tab on the command line, `:album`, which its records' plural
  /// (`:albums`) also is: by default, ``ListResource/rowName``.
  static var command: String { get }
  /// What a number after the command names (`Not a user number`): by default, a record of
  /// the tab's.
  static var idNoun: String { get }
  /// The tab whose list a jump by name looks in: by default, the tab's own.
  static var findsIn: BrowseTab { get }
  /// What the key table of the list says of its keys.
  static var keyLines: [KeyLine] { get }
  /// Opens what the command with `id` names (`:album 12`) over the tab's list, the list's
  /// cursor on it, so that Esc lands on it; or says that there is none.
  static func open(_ id: Int, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  /// Draws the list's body.
  static func draw(_ state: Screen.State, in view: BrowseView, into buffer: inout CellBuffer)
  /// Where the list stands, for the status line, and the last error with how to retry.
  static func status(_ state: Screen.State, in view: BrowseView) -> (String, String?)
  /// The page of every row, as the server sent it, on a list read whole; `nil` on one read
  /// otherwise (the posts, a page at a time).
  static func page(_ state: Screen.State) -> Loadable<Page<Row>>?
  /// The field of a row that a jump by name looks in; `nil` on a list not looked in by name.
  static var nameField: KeyPath<Row, String>? { get }
  /// The names of the rows that a jump by name looks in, for the command line to complete: by
  /// default, each row's ``nameField``.
  static func names(_ state: Screen.State) -> [String]
  /// The records the server sent but the app could not read, and left out: by default, the
  /// page's.
  static func skipped(_ state: Screen.State) -> [SkippedItems]
  /// Whether the cursor is on the rows, rather than on a part of the list above them (the
  /// to-dos' filter).
  static func cursorIsOnRows(_ state: Screen.State) -> Bool
  /// The first record, in the order of ids, whose name holds `text` as `/` matches, for a jump
  /// by name (``NameJump``); whether there is none, or the list must load first; `nil` on a
  /// list that is not looked in by name. By default, the first in the page whose
  /// ``nameField`` holds `text`.
  static func find(_ text: String, in state: Screen.State) -> NameJump.Outcome?
}

extension TabResource {
  static var title: String { rowsName.prefix(1).uppercased() + rowsName.dropFirst() }
  static var command: String { rowName }
  static var idNoun: String { rowName }
  static var findsIn: BrowseTab { tab }
  static var keyLines: [KeyLine] { keys.lines }

  static func page(_ state: Screen.State) -> Loadable<Page<Row>>? { nil }
  static var nameField: KeyPath<Row, String>? { nil }

  static func names(_ state: Screen.State) -> [String] {
    guard let nameField else { return [] }
    return rows(state).map { $0[keyPath: nameField] }
  }

  static func skipped(_ state: Screen.State) -> [SkippedItems] {
    page(state)?.value?.skipped ?? []
  }

  static func cursorIsOnRows(_ state: Screen.State) -> Bool { true }

  static func find(_ text: String, in state: Screen.State) -> NameJump.Outcome? {
    guard let page = page(state), let nameField else { return nil }
    return NameJump.outcome(
      text, of: page.map(\.items), isLoading: state.isLoading, names: nameField,
      id: { id(of: $0).rawValue })
  }
}

extension ListScreen.State: BrowseScreen where Resource: TabResource {
  var kind: ScreenKind { .list(Resource.tab) }
  var shownOrigin: ScreenOrigin? { origin }
  var skipped: [SkippedItems] { Resource.skipped(self) }
  var shownSort: ListSort? { sort }
  var deletion: DeletionPrompt? { deletions.prompt }
  var itemUnderCursor: Int? { Resource.cursorIsOnRows(self) ? cursor.row : nil }
  var holdsKeys: Bool { !cursor.heldKeys.isEmpty }
  var waitsForRows: Bool { shownRows.isEmpty && moreRowsMayCome }
  var crumb: String { Resource.tab.title }
  var outageRetry: OutageRetry? { outage }
  var retryName: String { "the \(Resource.tab.title.lowercased())" }

  /// The row under the cursor's id (`y`) or JSON (`Y`), as an element of the one-shot
  /// command's `--json` prints it.
  func clip(_ kind: Clip.Kind, baseURL: URL?) -> Clip? {
    guard Resource.cursorIsOnRows(self), let row = shownRows.element(at: cursor.row) else {
      return nil
    }
    let id = Resource.id(of: row).rawValue
    switch kind {
    case .text: return Clip.id(id)
    case .json: return Clip.json(row, Resource.rowName) { _ in id }
    }
  }

  var completions: [String] { Resource.names(self) }

  func find(_ text: String) -> NameJump.Outcome? {
    Resource.find(text, in: self)
  }

  func hints(filtered: Bool) -> [(text: String, rank: Int)] {
    Resource.keys.hints(for: self, filtered: filtered)
  }

  func draw(in view: BrowseView, into buffer: inout CellBuffer) {
    Resource.draw(self, in: view, into: &buffer)
  }

  func status(in view: BrowseView) -> (String, String?) {
    Resource.status(self, in: view)
  }
}
