import Features
import JSONCoding
import TerminalKit

/// A list of records of any shape as text: a table of the chosen columns with the page footer
/// on a terminal, else tab-separated rows of the same columns.
///
/// ```
/// id  name        email                 tags  address.city
///  1  Ada Dupont  ada@dupont.example       2  Lyon
///  2  Li Wei      li@wei.example           0  Seoul
/// 2 customers
/// ```
///
/// The header names the fields as the API does (see ``RecordColumns``); a column whose values
/// are all numbers is aligned right. Off a terminal, a header line of the names, tab-separated,
/// comes first only with ``showsHeader``.
public struct RecordsListView: Sendable {
  public var page: Page<JSONObject>
  /// The columns, by default those ``RecordColumns/chosen(for:)`` picks for the page.
  public var columns: [RecordColumn]
  /// What the records are called in the footer, such as `customers`.
  public var noun: Noun
  /// Whether rows off a terminal start with a line of the columns' names.
  public var showsHeader: Bool

  public init(
    page: Page<JSONObject>, columns: [RecordColumn]? = nil, noun: Noun, showsHeader: Bool = false
  ) {
    self.page = page
    self.columns = columns ?? RecordColumns.chosen(for: page.items)
    self.noun = noun
    self.showsHeader = showsHeader
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions) -> String {
    let lines = ListLayout.lines(.loaded(page), noun: noun, options: options) { _ in table() }
    guard !options.isTerminal, showsHeader else { return lines.joined(separator: "\n") }
    let header = columns.map(\.name.sanitizedForTerminalLine).joined(separator: "\t")
    return ([header] + lines).joined(separator: "\n")
  }

  /// How a column of `importance` (see ``RecordColumns``) gives way in a narrow window: `id`
  /// never shrinks, the names and titles shrink last and no narrower than 16 cells, the email
  /// addresses no narrower than 14, the rest no narrower than 8; a column that does not fit at
  /// that width is dropped, the least important first.
  static func fit(ofImportance importance: Int) -> (shrinkPriority: Int?, minimumWidth: Int) {
    switch importance {
    case 5: (1, 16)
    case 4: (nil, 2)
    case 3: (2, 14)
    default: (2, 8)
    }
  }

  public func table() -> TextTable {
    let records = page.items
    let columns = columns
    return TextTable(
      columns: columns.map { column in
        let isNumeric = records.allSatisfy { record in
          switch column.value(in: record) {
          case .number?, .array?, .null?, nil: true
          default: false
          }
        }
        let fit = Self.fit(ofImportance: column.importance)
        return TextTable.Column(
          column.name.sanitizedForTerminalLine, alignment: isNumeric ? .trailing : .leading,
          shrinkPriority: fit.shrinkPriority, minimumWidth: fit.minimumWidth,
          importance: column.importance)
      },
      rowCount: records.count
    ) { index in
      columns.map { column in
        TextTable.Cell(
          RecordColumn.text(of: column.value(in: records[index])).sanitizedForTerminalLine)
      }
    }
  }
}
