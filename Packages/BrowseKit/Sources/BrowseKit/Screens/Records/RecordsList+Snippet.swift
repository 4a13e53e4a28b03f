import Features
import JSONCoding
import ScreenKit
import TerminalKit

extension RecordsList {
  /// A line for `row` when `search` matches one of its fields where no column shows the match
  /// (a user's `address.city`, or a post's body past what its column shows of it): the first
  /// such field, named by its way there, around the match, at most `width` cells; `nil` when a
  /// column shows a match, or nothing matches. `columns` are those shown, each with its cells.
  static func snippet(
    for row: RecordRow, columns: [(column: RecordColumn, width: Int)], search: SearchText,
    width: Int
  ) -> String? {
    guard !search.isEmpty else { return nil }
    var hidden: (path: [String], text: String)?
    var isShown = false
    Self.visitTexts(of: .object(row.shownFields), path: []) { path, text in
      guard !isShown, !search.ranges(in: text).isEmpty else { return }
      let column = columns.first { path.starts(with: $0.column.path) }
      // What the column shows: the start of the first line, cut as the table cuts it.
      let shown = column.map {
        TextLayout.firstLine(of: text).truncated(toDisplayWidth: $0.width)
      }
      if let shown, !search.ranges(in: shown).isEmpty {
        isShown = true
      } else if hidden == nil {
        hidden = (path, text)
      }
    }
    guard !isShown, let hidden else { return nil }
    return MatchSnippet.snippet(
      label: hidden.path.joined(separator: "."), of: hidden.text, search: search, width: width)
  }

  /// Calls `visit` with the way to each string and number of `value` and its text, in order.
  private static func visitTexts(
    of value: JSONValue, path: [String], _ visit: ([String], String) -> Void
  ) {
    switch value {
    case .string(let text): visit(path, text)
    case .number(let number): visit(path, number.text)
    case .array(let elements):
      for element in elements { visitTexts(of: element, path: path, visit) }
    case .object(let object):
      for member in object { visitTexts(of: member.value, path: path + [member.name], visit) }
    case .bool, .null: break
    }
  }
}
