import BrowseKit
import Features
import Foundation
import JSONPlaceholderFeatures
import NetworkClient
import ScreenKit
import TerminalKit

/// One of JSONPlaceholder's tabs as the browser shows it: a ``BrowseList`` of its own kind,
/// registered for its resource (``OwnTabList``): its title is its rows' name capitalized, its
/// command its row's name, and a jump by name looks in its own list, unless it says otherwise.
/// A command with an id opens the record over the list, the list's cursor on it, so that Esc
/// lands on it.
protocol TabResource: BrowseList, OwnTabList
where Row: Encodable, RowID: RawRepresentable, RowID.RawValue == Int {
  static var tab: JSONPlaceholderTab { get }
  static var keyLines: [KeyLine] { get }
  /// The page of every row, as the server sent it, on a list read whole; `nil` on one read
  /// otherwise (the posts, a page at a time).
  static func page(_ state: Screen.State) -> Loadable<Page<Row>>?
  /// The field of a row that a jump by name looks in; `nil` on a list not looked in by name.
  static var nameField: KeyPath<Row, String>? { get }
  /// The tab's list before it is first shown, laid out in `size`.
  static func emptyList(size: TerminalSize) -> Screen.State
}

extension TabResource {
  static var title: String { rowsName.prefix(1).uppercased() + rowsName.dropFirst() }
  static var command: String { rowName }
  static var idNoun: String { rowName }
  static var findsIn: BrowsedResource.Screens { tab.screens }
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
