import Features
import ScreenKit
import TerminalKit

/// A list an API registers as the tab of one of its resources, in place of the generic list of
/// the resource's records, as k9s registers a viewer of its own by resource name. The catalog
/// names it for its resource (``BrowsedResource/Screens``); the browser reads from it what it
/// shows of the tab without knowing the list: its names on the command line, its keys, and how
/// a record of it is opened by id or the list reloaded.
public protocol OwnTabList: SendableMetatype {
  /// The tab's name in the tab bar: `To-dos`.
  static var title: String { get }
  /// The command that names the tab on the command line, `:album`, which ``rowsName`` also
  /// is.
  static var command: String { get }
  /// What one of the list's records is called: `to-do`.
  static var rowName: String { get }
  /// What its records are called: `to-dos`.
  static var rowsName: String { get }
  /// What a number after the command names (`Not a user number`).
  static var idNoun: String { get }
  /// The screens whose list a jump by name looks in: the tab's own, or another's (`:todos
  /// Ervin` looks among the users).
  static var findsIn: BrowsedResource.Screens { get }
  static var kind: ScreenKind { get }
  /// The tab's list before it is first shown, laid out in `size`, as the browser holds it.
  static func list(size: TerminalSize) -> OpenedScreen.State
  /// Opens what the command with `id` names (`:album 12`) over the tab's list, or says that
  /// there is none.
  static func open(_ id: Int, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  /// What a jump by name loads of the list, looked in, when its rows loaded do not hold the
  /// match.
  static func loadForJump(in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  /// Loads the list again once a form saved one of its records, its cursor then on the record
  /// `id` where the list selects what was saved.
  static func reload(selecting id: String?, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  /// The names a jump by name that looks in this list completes with, when the browser knows
  /// more of them than the list's rows (the users' names, from the posts' authors too); `nil`
  /// for the rows' names.
  static func completions(in state: BrowseState) -> [String]?
}

extension OwnTabList {
  public static func completions(in state: BrowseState) -> [String]? { nil }
}
