/// Rows of values laid out as a table for the terminal, or as tab-separated lines for other
/// programs.
///
/// On a terminal (``RenderOptions/isTerminal``) the table has a bold header row and aligned
/// columns, two spaces apart, measured in terminal cells so that wide and combining characters
/// line up. When the natural widths do not fit ``RenderOptions/width``, the cut falls on the
/// longest texts first: a column wider than every column that shrinks before it (of a higher
/// ``Column/shrinkPriority``) gives first, down to the widest of those, so that it keeps no more
/// than they need while they are cut; then columns give up cells by their priority (the widest
/// first among equals) down to their ``Column/minimumWidth``, and values are cut with `…`
/// between grapheme clusters. If the minimums still do not fit, columns give way as in k9s: the
/// least important (``Column/importance``, the rightmost among equals) is dropped first, until
/// the others fit at their minimums. No line is ever wider than the width.
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
/// and all its lines joined by single spaces in a tab-separated line. An empty or blank value (a
/// post without a title) is a dim `—` on a terminal, rather than a gap the eye skips, and stays
/// empty in a tab-separated line.
public struct TextTable: Sendable {
  static let gap = "  "
  /// What a terminal shows for an empty or blank value: `—`.
  public static let emptyValue = "—"

  /// `text`, or ``emptyValue`` when it would show nothing: a title or a name shown alone (the
  /// post's, the user's) reads as an empty value does in a table.
  public static func shown(_ text: String) -> String {
    text.contains { !$0.isWhitespace } ? text : emptyValue
  }

  /// The columns, left to right.
  public var columns: [Column]

  /// The rows, each with one cell per column; missing cells are empty and extra ones ignored.
  ///
  /// For a table made with ``init(columns:rowCount:row:)``, reading this makes every row.
  public var rows: [[Cell]] {
    get {
      switch source {
      case .stored(let rows): rows
      case .made(let count, let row): (0..<count).map(row)
      }
    }
    set { source = .stored(newValue) }
  }

  public var rowCount: Int {
    switch source {
    case .stored(let rows): rows.count
    case .made(let count, _): count
    }
  }

  /// Where the rows come from.
  private enum Source: Sendable {
    /// Kept, every one.
    case stored([[Cell]])
    /// Made one at a time, as they are laid out.
    case made(count: Int, row: @Sendable (Int) -> [Cell])
  }

  private var source: Source

  /// The widest cell of each column, in terminal cells, as a terminal shows it (its first
  /// line, ``emptyValue`` for a blank one), when known beforehand, such as kept as the rows
  /// came: the lines then lay out the shown rows alone, in time that does not grow with the
  /// table. `nil` measures every row.
  public var naturalWidths: [Int]?

  public init(columns: [Column], rows: [[Cell]]) {
    self.columns = columns
    source = .stored(rows)
  }

  /// Creates a table of `rowCount` rows under `columns`, row `index` made by `row(index)` each
  /// time it is laid out and never kept, so that a long table costs the memory of its lines
  /// alone. The rows must be the same each time they are made.
  ///
  /// ```swift
  /// let names = ["Ada", "Grace"]
  /// let table = TextTable(columns: [TextTable.Column("NAME")], rowCount: names.count) {
  ///   [TextTable.Cell(names[$0])]
  /// }
  /// // table.lines(options: RenderOptions(width: 80, isTerminal: false)) is ["Ada", "Grace"]
  /// ```
  public init(columns: [Column], rowCount: Int, row: @escaping @Sendable (Int) -> [Cell]) {
    self.columns = columns
    source = .made(count: max(rowCount, 0), row: row)
  }

  /// Row `index`, which is in `0..<rowCount`.
  private func row(_ index: Int) -> [Cell] {
    switch source {
    case .stored(let rows): rows[index]
    case .made(_, let row): row(index)
    }
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
    let all = 0..<rowCount
    let shown = shownRows?.clamped(to: all) ?? all
    guard options.isTerminal else {
      return shown.map { index in
        let values = row(index)
        return columns.indices.map { column in
          column < values.count ? TextLayout.singleLine(of: values[column].text) : ""
        }.joined(separator: "\t")
      }
    }
    let headers = columns.map { Cell(TextLayout.singleLine(of: $0.header)) }
    let widths = fittedWidths(natural: measuredWidths(), in: options.lineWidth)
    let header = line(headers, widths: widths, options: options, usesColumnStyles: false)
    return [options.styled(header, .bold)]
      + shown.map { line(shownCells(of: row($0)), widths: widths, options: options) }
  }

  /// Each column's widest cell or header, in terminal cells: from ``naturalWidths`` when known,
  /// else from every row, each laid out as it is needed and none kept.
  private func measuredWidths() -> [Int] {
    var natural = columns.map { TextLayout.singleLine(of: $0.header).displayWidth }
    if let naturalWidths {
      for (column, width) in zip(columns.indices, naturalWidths) {
        natural[column] = max(natural[column], width)
      }
      return natural
    }
    for index in 0..<rowCount {
      let cells = shownCells(of: row(index))
      for column in columns.indices {
        natural[column] = max(natural[column], cells[column].text.displayWidth)
      }
    }
    return natural
  }

  /// The narrowest terminal line that cuts no column of `importance` or more
  /// (``Column/importance``): those, and the columns that never shrink, at their natural widths,
  /// the others at their ``Column/minimumWidth``, with the gaps between them. What a table beside
  /// another pane asks of it, so that the pane gives way before such a column is cut.
  public func width(keepingWholeFrom importance: Int) -> Int {
    let natural = measuredWidths()
    let widths = zip(columns, natural).map { column, natural in
      column.shrinkPriority == nil || column.importance >= importance
        ? natural : min(natural, max(column.minimumWidth, 1))
    }
    return widths.reduce(0) { $0.addingClamped($1) }
      .addingClamped(Self.gap.count * max(columns.count - 1, 0))
  }

  /// The columns a terminal line `width` cells wide keeps, left to right, each with the cells
  /// it is given, as ``lines(options:)`` keeps them, measured by ``naturalWidths`` (the headers
  /// alone without them).
  public func keptColumns(in width: Int) -> [(column: Int, width: Int)] {
    var natural = columns.map { TextLayout.singleLine(of: $0.header).displayWidth }
    for (column, measured) in zip(columns.indices, naturalWidths ?? []) {
      natural[column] = max(natural[column], measured)
    }
    return fittedWidths(natural: natural, in: width)
  }

  /// How wide a terminal shows `text` in a cell: its first non-blank line, or
  /// ``emptyValue`` when it is blank; for ``naturalWidths`` kept as rows come.
  public static func shownWidth(of text: String) -> Int {
    let line = TextLayout.firstLine(of: text)
    return line.isEmpty ? emptyValue.displayWidth : line.displayWidth
  }

  /// The cells of `row` as a terminal shows them, one per column: each value's first line, a
  /// blank one ``emptyValue``, a missing one empty.
  private func shownCells(of row: [Cell]) -> [Cell] {
    columns.indices.map { column in
      guard column < row.count else { return Cell("") }
      // The first non-blank line, empty when every line is blank.
      let text = TextLayout.firstLine(of: row[column].text)
      guard !text.isEmpty else { return Cell(Self.emptyValue, style: .dim) }
      return Cell(text, style: row[column].style)
    }
  }

  /// The columns kept in `width` and their widths, left to right: fewer than ``columns`` when
  /// some had to be dropped, the least important first, but at least one.
  func fittedWidths(natural: [Int], in width: Int) -> [(column: Int, width: Int)] {
    let floors = zip(columns, natural).map { column, natural in
      column.shrinkPriority == nil ? natural : min(natural, max(column.minimumWidth, 1))
    }
    var kept = Array(columns.indices)
    while kept.count > 1,
      kept.map({ floors[$0] }).reduce(0, +) + Self.gap.count * (kept.count - 1) > width
    {
      // The least important, and among equals the rightmost, gives way.
      let dropped = kept.min {
        (columns[$0].importance, -$0) < (columns[$1].importance, -$1)
      }
      kept.removeAll { $0 == dropped }
    }
    guard kept.count > 1 else {
      return kept.map { ($0, min(natural[$0], width)) }
    }
    let shrinking = kept.indices.filter { columns[kept[$0]].shrinkPriority != nil }
    let priority = { (place: Int) in columns[kept[place]].shrinkPriority ?? 0 }
    let fixed = kept.indices.filter { columns[kept[$0]].shrinkPriority == nil }
      .reduce(0) { $0.addingClamped(natural[kept[$1]]) }
    let room = width - fixed.addingClamped(Self.gap.count * (kept.count - 1))
    var widths = kept.map { natural[$0] }
    // First the cut falls on the longest texts: a column wider than every column that shrinks
    // before it gives first, down to the widest of those, so that a long title gives way before
    // a short name beside it.
    let widestBefore = shrinking.map { place in
      shrinking.filter { priority($0) > priority(place) }.map { natural[kept[$0]] }.max()
        .map { max(floors[kept[place]], $0) } ?? natural[kept[place]]
    }
    Self.cut(&widths, shrinking, floors: widestBefore, toFit: room, among: shrinking)
    // Then the columns of a higher priority give first, the widest first, down to their floors.
    for level in Set(shrinking.map(priority)).sorted(by: >) {
      let members = shrinking.filter { priority($0) == level }
      Self.cut(
        &widths, members, floors: members.map { floors[kept[$0]] }, toFit: room,
        among: shrinking)
    }
    return zip(kept, widths).map { ($0, $1) }
  }

  /// Cuts the columns at `places` of `widths`, each no narrower than its floor (in the order
  /// of `places`), the widest first, each down to the width of the next, until the columns at
  /// `all` take `room` cells or those at `places` are at their floors. Cells too few for every
  /// column cut to be a cell wider go to the rightmost.
  private static func cut(
    _ widths: inout [Int], _ places: [Int], floors: [Int], toFit room: Int, among all: [Int]
  ) {
    let taken = all.reduce(0) { $0.addingClamped(widths[$1]) }
    guard taken > room else { return }
    let current = places.map { widths[$0] }
    let others = taken - current.reduce(0) { $0.addingClamped($1) }
    let limits = zip(current, floors).map { ($0, min($0, $1)) }
    let level = Self.level(natural: current, floors: limits.map(\.1), room: room - others)
    var left = room - others
    for (place, (width, floor)) in zip(places, limits) {
      widths[place] = max(floor, min(width, level))
      left -= widths[place]
    }
    for (place, (width, floor)) in zip(places, limits).reversed()
    where left > 0 && width > level && floor <= level {
      widths[place] += 1
      left -= 1
    }
  }

  /// The widest the columns of `natural` widths may be so that they fit `room` cells, each no
  /// narrower than its floor nor wider than its natural width: the greatest level at which
  /// they fit, the narrowest floor when none does.
  private static func level(natural: [Int], floors: [Int], room: Int) -> Int {
    let taken = { (level: Int) in
      zip(natural, floors).reduce(0) { $0.addingClamped(max($1.1, min($1.0, level))) }
    }
    var low = 0
    var high = natural.max() ?? 0
    guard taken(high) > room else { return high }
    // The widths taken grow with the level: the greatest level whose widths fit.
    while low < high {
      let middle = low + (high - low + 1) / 2
      if taken(middle) <= room { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// One line of `cells` in columns of `widths`: each value cut to its column, padded on the
  /// side its alignment leaves open, and styled after it was measured, by its own style or else
  /// its column's when `usesColumnStyles`. Trailing spaces are left out.
  private func line(
    _ cells: [Cell], widths: [(column: Int, width: Int)], options: RenderOptions,
    usesColumnStyles: Bool = true
  ) -> String {
    var line = ""
    for (position, (index, width)) in widths.enumerated() {
      let column = columns[index]
      let text = cells[index].text.truncated(toDisplayWidth: width)
      let padding = String(repeating: " ", count: max(0, width - text.displayWidth))
      let styled = options.styled(
        text, cells[index].style ?? (usesColumnStyles ? column.style : nil))
      if position > 0 {
        line += Self.gap
      }
      switch column.alignment {
      case .leading:
        line += styled + padding
      case .trailing:
        line += padding + styled
      }
    }
    // The last byte says at once whether there is a space to look at.
    while line.utf8.last == UInt8(ascii: " "), line.last == " " {
      line.removeLast()
    }
    return line
  }
}

extension TextTable {
  /// A column of a ``TextTable``: its header, how its values align, how it shrinks, and how much
  /// it matters when the columns do not all fit.
  public struct Column: Sendable, Hashable {
    /// The header shown above the column on a terminal, such as `TITLE`.
    public var header: String
    /// The side the column's values and header line up on.
    public var alignment: Alignment
    /// When the column gives up cells to fit the width: columns with a higher priority shrink
    /// first, and among equals the widest first, once a column wider than all of them has
    /// given way down to the widest. `nil` keeps the column at its natural width, for short
    /// values such as identifiers.
    public var shrinkPriority: Int?
    /// The narrowest the column shrinks to before columns are dropped instead.
    public var minimumWidth: Int
    /// The style of the column's values, unless a cell has its own.
    public var style: TextStyle?
    /// How much the column matters when the columns do not all fit at their
    /// ``minimumWidth``: the least important is dropped first, and among equals the rightmost.
    /// A table declares it so that its name or title stays readable in a narrow window.
    public var importance: Int

    public init(
      _ header: String,
      alignment: Alignment = .leading,
      shrinkPriority: Int? = 1,
      minimumWidth: Int = 5,
      style: TextStyle? = nil,
      importance: Int = 0
    ) {
      self.header = header
      self.alignment = alignment
      self.shrinkPriority = shrinkPriority
      self.minimumWidth = minimumWidth
      self.style = style
      self.importance = importance
    }
  }

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
