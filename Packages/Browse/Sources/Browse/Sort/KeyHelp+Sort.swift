import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension KeyHelp {
  /// The help's line for sorting a list by `columns`: `S then i t a`, `sort by id, title,
  /// author; again to reverse`.
  static func sortKeys<Item>(_ columns: [SortColumn<Item>]) -> (String, String) {
    (
      "S then " + columns.map { String($0.letter) }.joined(separator: " "),
      "sort by " + columns.map(\.name).joined(separator: ", ")
        + "; again to reverse"
    )
  }
}
