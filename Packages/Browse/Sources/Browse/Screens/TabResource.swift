import Features
import Foundation
import JSONPlaceholderFeatures
import NetworkClient
import ScreenKit
import TerminalKit

/// One of JSONPlaceholder's tabs as the browser shows it: a ``BrowseList`` of its own kind,
/// with its command, its jump by id and its names.
protocol TabResource: BrowseList
where Row: Encodable, RowID: RawRepresentable, RowID.RawValue == Int {
  static var tab: JSONPlaceholderTab { get }
  /// The tab's name in the tab bar: by default, ``ListResource/rowsName`` capitalized.
  static var title: String { get }
  /// The command that names the tab on the command line, `:album`, which its records' plural
  /// (`:albums`) also is: by default, ``ListResource/rowName``.
  static var command: String { get }
  /// What a number after the command names (`Not a user number`): by default, a record of
  /// the tab's.
  static var idNoun: String { get }
  /// The tab whose list a jump by name looks in: by default, the tab's own.
  static var findsIn: JSONPlaceholderTab { get }
  static var keyLines: [KeyLine] { get }
  /// Opens what the command with `id` names (`:album 12`) over the tab's list, the list's
  /// cursor on it, so that Esc lands on it; or says that there is none.
  static func open(_ id: Int, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  /// The page of every row, as the server sent it, on a list read whole; `nil` on one read
  /// otherwise (the posts, a page at a time).
  static func page(_ state: Screen.State) -> Loadable<Page<Row>>?
  /// The field of a row that a jump by name looks in; `nil` on a list not looked in by name.
  static var nameField: KeyPath<Row, String>? { get }
  /// The tab's list before it is first shown, laid out in `size`.
  static func emptyList(size: TerminalSize) -> Screen.State
  /// What a jump by name loads of the list, looked in, when its rows loaded do not hold the
  /// match: by default, nothing more.
  static func loadForJump(in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  /// Loads the tab's list again once a form saved one of its records, its cursor then on the
  /// record `id` where the list selects what was saved.
  static func reload(selecting id: String?, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
}

extension TabResource {
  static var title: String { rowsName.prefix(1).uppercased() + rowsName.dropFirst() }
  static var command: String { rowName }
  static var idNoun: String { rowName }
  static var findsIn: JSONPlaceholderTab { tab }
  static var keyLines: [KeyLine] { keys.lines }

  static var kind: ScreenKind { .list(tab) }

  /// The tab's list before it is first shown, as the browser holds it.
  static func list(size: TerminalSize) -> OpenedScreen.State {
    OpenedScreen.State(emptyList(size: size))
  }
  static func crumb(_ state: Screen.State) -> String { tab.title }

  /// A row's id (`y`) or its JSON (`Y`), as an element of the one-shot command's `--json`
  /// prints it.
  static func clip(_ kind: Clip.Kind, of row: Row, baseURL: URL?) -> Clip? {
    let id = id(of: row).rawValue
    switch kind {
    case .text: return Clip.id(id)
    case .json: return Clip.json(row, rowName) { _ in id }
    }
  }

  static func page(_ state: Screen.State) -> Loadable<Page<Row>>? { nil }

  static func loadForJump(in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    .none
  }
  static var nameField: KeyPath<Row, String>? { nil }

  static func names(_ state: Screen.State) -> [String] {
    guard let nameField else { return [] }
    return rows(state).map { $0[keyPath: nameField] }
  }

  static func skipped(_ state: Screen.State) -> [SkippedItems] {
    page(state)?.value?.skipped ?? []
  }

  static func find(_ text: String, in state: Screen.State) -> NameJump.Outcome? {
    guard let page = page(state), let nameField else { return nil }
    return NameJump.outcome(
      text, of: page.map(\.items), isLoading: state.isLoading, names: nameField,
      id: { id(of: $0).rawValue })
  }
}
