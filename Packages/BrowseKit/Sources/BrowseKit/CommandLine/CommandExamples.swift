import Features
import ScreenKit
import TerminalKit

/// The commands the help of `:` gives as examples: the browsed API's own tabs, each with a
/// record its list read where it read one (`:books 2`, `:authors Søren`), so that the help
/// of a bookshop never names JSONPlaceholder's posts.
public struct CommandExamples: Sendable, Hashable {
  /// Commands that open a record: `:books 2`, `:authors Søren`, `:reviews ID` for a list not
  /// read yet.
  public var records: [String]
  /// Commands that switch tabs: `:authors`, `:books…`.
  public var tabs: [String]

  public init(records: [String], tabs: [String]) {
    self.records = records
    self.tabs = tabs
  }

  /// The examples of no API: words to put a tab's name and a record's in.
  public static let placeholders = CommandExamples(
    records: [":TAB ID", ":TAB NAME"], tabs: [":TAB"])

  /// The most tabs the examples of records name, and of tabs.
  static let recordCount = 3
  static let tabCount = 2
  /// The longest word of a record's name an example takes: a longer one gives its id.
  static let longestName = 20

  /// The examples of `state`'s tabs: for each of the first three, by id, then by the first word
  /// of its name, in turn, the first record its list read (`ID` or `NAME` where it read none;
  /// both of one record where there is one tab); then the first two tabs' commands, `…` after
  /// the last when there are more.
  public init(_ state: BrowseState) {
    let names = JumpNames(state)
    let commands = state.tabs.map { tab in
      names.own.first { BrowseTab($0) == tab }?.list?.command ?? tab.resource
    }
    let firstRows = state.tabs.map {
      state.lists.list($0, as: RecordsScreen.State.self)?.feed.items.first
    }
    var records: [String] = []
    for (place, command) in commands.prefix(Self.recordCount).enumerated() {
      let row = firstRows[place]
      records.append(":\(command) " + Self.argument(of: row, byName: !place.isMultiple(of: 2)))
      if commands.count == 1 {
        records.append(":\(command) " + Self.argument(of: row, byName: true))
      }
    }
    var tabs = commands.prefix(Self.tabCount).map { ":\($0)" }
    if commands.count > Self.tabCount, let last = tabs.popLast() { tabs.append(last + "…") }
    self.init(
      records: records.map(\.sanitizedForTerminalLine), tabs: tabs.map(\.sanitizedForTerminalLine))
  }

  /// What follows a tab's command to open `row`: the first word of its name when `byName` and
  /// it has one no longer than ``longestName``, else its id, else the other; `NAME` or `ID`
  /// without a row.
  private static func argument(of row: RecordRow?, byName: Bool) -> String {
    let word = row?.name?.split(whereSeparator: \.isWhitespace).first.map(String.init)
      .flatMap { $0.count <= longestName ? $0 : nil }
    let id = row?.id
    return (byName ? word ?? id : id ?? word) ?? (byName ? "NAME" : "ID")
  }
}
