import TerminalKit

/// Rows of values laid out as a table for the terminal, or as tab-separated lines for other
/// programs.
///
/// On a terminal (``RenderOptions/isTerminal``) the table has a bold header row and aligned
/// columns, two spaces apart, measured in terminal cells so that wide and combining characters
/// line up. When the natural widths do not fit ``RenderOptions/width``, columns give up cells by
/// their ``Column/shrinkPriority`` (the widest first among equals) down to their
/// ``Column/minimumWidth``, and values are cut with `…` between grapheme clusters; if the
/// minimums still do not fit, columns are dropped from the right. No line is ever wider than the
/// width.
///
/// ```
///  ID  TITLE                    AUTHOR
///   1  sunt aut facere repell…  Leanne Graham
/// 100  at nam consequatur ea…   Clementina DuBuque
/// ```
///
/// Otherwise each row is one line of its full values separated by tabs, with no header, padding
/// or styles, so that `cut -f2` picks a column.
///
/// Every value and header is sanitized (see `sanitizedForTerminal`) and its tabs
/// become single spaces. A value of several lines shows its first non-blank line on a terminal,
/// and all its lines joined by single spaces in a tab-separated line.
public struct TextTable: Sendable {
  /// The spaces between two columns.
  static let gap = "  "

  /// The columns, left to right.
  public var columns: [Column]
  /// The rows, each with one cell per column; missing cells are empty and extra ones ignored.
  public var rows: [[Cell]]

  /// Creates a table of `rows` under `columns`.
  public init(columns: [Column], rows: [[Cell]]) {
    self.columns = columns
    self.rows = rows
  }

  /// The lines to print, without line breaks: the header and the rows on a terminal, else one
  /// tab-separated line per row.
  public func lines(options: RenderOptions) -> [String] {
    lines(options: options, shownRows: nil)
  }

  /// The header and the lines of the rows in `shown` alone, at the widths that the whole table
  /// has: a window onto a long table, without laying out the rows outside it. Off a terminal,
  /// the tab-separated lines of those rows.
  public func lines(options: RenderOptions, rows shown: Range<Int>) -> [String] {
    lines(options: options, shownRows: shown)
  }

  private func lines(options: RenderOptions, shownRows: Range<Int>?) -> [String] {
    let all = 0..<rows.count
    let shown = shownRows?.clamped(to: all) ?? all
    guard options.isTerminal else {
      return self.rows[shown].map { row in
        columns.indices.map { index in
          index < row.count ? TextLayout.singleLine(of: row[index].text) : ""
        }.joined(separator: "\t")
      }
    }
    let rows = rows.map { row in
      columns.indices.map { index in
        index < row.count ? row[index] : Cell("")
      }
    }
    let headers = columns.map { Cell(TextLayout.singleLine(of: $0.header)) }
    let cells = rows.map { row in
      row.map { Cell(TextLayout.firstLine(of: $0.text), style: $0.style) }
    }
    let widths = fittedWidths(
      natural: columns.indices.map { index in
        cells.map { $0[index].text.displayWidth }.reduce(headers[index].text.displayWidth, max)
      },
      in: options.lineWidth
    )
    let header = line(headers, widths: widths, options: options, usesColumnStyles: false)
    return [options.styled(header, .bold)]
      + cells[shown].map { line($0, widths: widths, options: options) }
  }

  /// The widths of the columns that fit in `width`: fewer than ``columns`` when some had to be
  /// dropped, but at least one.
  func fittedWidths(natural: [Int], in width: Int) -> [Int] {
    let floors = zip(columns, natural).map { column, natural in
      column.shrinkPriority == nil ? natural : min(natural, max(column.minimumWidth, 1))
    }
    var count = columns.count
    while count > 1, floors.prefix(count).reduce(0, +) + Self.gap.count * (count - 1) > width {
      count -= 1
    }
    guard count > 1 else {
      return natural.prefix(1).map { min($0, width) }
    }
    var widths = Array(natural.prefix(count))
    var overflow = widths.reduce(0, +) + Self.gap.count * (count - 1) - width
    let priorities = Set(columns.prefix(count).compactMap(\.shrinkPriority)).sorted(by: >)
    for priority in priorities where overflow > 0 {
      let members = widths.indices.filter { columns[$0].shrinkPriority == priority }
      while overflow > 0 {
        let shrinkable = members.filter { widths[$0] > floors[$0] }
        guard let widest = shrinkable.max(by: { widths[$0] < widths[$1] }) else { break }
        let runnerUp = shrinkable.filter { $0 != widest }.map { widths[$0] }.max() ?? 0
        let cut = max(1, min(overflow, widths[widest] - max(runnerUp, floors[widest])))
        widths[widest] -= cut
        overflow -= cut
      }
    }
    return widths
  }

  /// One line of `cells` in columns of `widths`: each value cut to its column, padded on the
  /// side its alignment leaves open, and styled after it was measured, by its own style or else
  /// its column's when `usesColumnStyles`. Trailing spaces are left out.
  private func line(
    _ cells: [Cell], widths: [Int], options: RenderOptions, usesColumnStyles: Bool = true
  ) -> String {
    var line = ""
    for (index, width) in widths.enumerated() {
      let column = columns[index]
      let text = cells[index].text.truncated(toDisplayWidth: width)
      let padding = String(repeating: " ", count: max(0, width - text.displayWidth))
      let styled = options.styled(
        text, cells[index].style ?? (usesColumnStyles ? column.style : nil))
      if index > 0 {
        line += Self.gap
      }
      switch column.alignment {
      case .leading:
        line += styled + padding
      case .trailing:
        line += padding + styled
      }
    }
    while line.last == " " {
      line.removeLast()
    }
    return line
  }
}

extension TextTable {
  /// A column of a ``TextTable``: its header, how its values align, and how it shrinks.
  public struct Column: Sendable, Hashable {
    /// The header shown above the column on a terminal, such as `TITLE`.
    public var header: String
    /// The side the column's values and header line up on.
    public var alignment: Alignment
    /// When the column gives up cells to fit the width: columns with a higher priority shrink
    /// first, and among equals the widest first. `nil` keeps the column at its natural width,
    /// for short values such as identifiers.
    public var shrinkPriority: Int?
    /// The narrowest the column shrinks to before columns are dropped instead.
    public var minimumWidth: Int
    /// The style of the column's values, unless a cell has its own.
    public var style: TextStyle?

    /// Creates a column.
    public init(
      _ header: String,
      alignment: Alignment = .leading,
      shrinkPriority: Int? = 1,
      minimumWidth: Int = 5,
      style: TextStyle? = nil
    ) {
      self.header = header
      self.alignment = alignment
      self.shrinkPriority = shrinkPriority
      self.minimumWidth = minimumWidth
      self.style = style
    }
  }

  /// The side a column's values line up on.
  public enum Alignment: Sendable, Hashable {
    /// Left-aligned, for text.
    case leading
    /// Right-aligned, for numbers.
    case trailing
  }

  /// One value of a row, with an optional style that overrides its column's.
  public struct Cell: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The value, as the server sent it; the table sanitizes it.
    public var text: String
    /// The style of this value on a terminal, or `nil` for the column's.
    public var style: TextStyle?

    /// Creates a cell.
    public init(_ text: String, style: TextStyle? = nil) {
      self.text = text
      self.style = style
    }

    /// Creates an unstyled cell.
    public init(stringLiteral text: String) {
      self.init(text)
    }
  }
}
