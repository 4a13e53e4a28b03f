/// A screen's worth of cells, written by a render function and drawn by ``ScreenDiff``.
///
/// Writes are clipped to the buffer, and a wide character that does not fit before the edge is
/// replaced by a space, so no character is ever split.
public struct CellBuffer: Sendable, Hashable {
  public let size: TerminalSize
  /// The cells, row by row.
  public private(set) var cells: [Cell]

  /// A buffer of blank cells; a negative size is taken as 0.
  public init(size: TerminalSize) {
    self.size = TerminalSize(columns: max(0, size.columns), rows: max(0, size.rows))
    cells = Array(repeating: .blank, count: self.size.columns * self.size.rows)
  }

  /// The cell at `row`, `column`, or a blank outside the buffer.
  public subscript(row: Int, column: Int) -> Cell {
    guard contains(row: row, column: column) else { return .blank }
    return cells[row * size.columns + column]
  }

  /// The text of `row`, without its continuation cells.
  public func text(ofRow row: Int) -> String {
    guard row >= 0, row < size.rows else { return "" }
    return (0..<size.columns).map { self[row, $0].text }.joined()
  }

  /// Writes `text` at `row` from `column` in `style`, up to the column `limit` (the width by
  /// default), and returns the column after the last cell written. Text cut at the limit ends
  /// with `…`.
  ///
  /// The text is sanitized (see ``Swift/String/sanitizedForTerminal``); tabs and line breaks
  /// become spaces and characters of no width are left out.
  @discardableResult
  public mutating func write(
    _ text: String, row: Int, column: Int, style: CellStyle = [], limit: Int? = nil
  ) -> Int {
    let end = min(limit ?? size.columns, size.columns)
    guard row >= 0, row < size.rows, column >= 0 else { return column }
    var column = column
    for character in text.sanitizedForTerminal {
      let character: Character = character == "\t" || character.isNewline ? " " : character
      let width = character.displayWidth
      guard width > 0 else { continue }
      guard column + width <= end else {
        while column < end {
          put(.blank.styled(style), row: row, column: column)
          column += 1
        }
        // The text is cut: its last cell says so, also when an earlier write filled it.
        if end > 0 {
          put(Cell(text: "…", width: 1, style: style), row: row, column: end - 1)
        }
        break
      }
      put(Cell(text: String(character), width: width, style: style), row: row, column: column)
      if width == 2 {
        put(.continuation(style), row: row, column: column + 1)
      }
      column += width
    }
    return column
  }

  /// Writes `line`, text with SGR sequences as ``TextStyle`` and ``styledLines(usesColor:)``
  /// write them, at `row` from `column`, each run in its style added to `base` and in its
  /// colours as a terminal of `colors` draws them (``TerminalColor/drawn(at:)``).
  public mutating func write(
    styledLine line: String, row: Int, column: Int, base: CellStyle = [],
    colors: ColorDepth = .trueColor
  ) {
    var column = column
    var pen = CellPen()
    var rest = Substring(line)
    func run(_ text: Substring) {
      let start = column
      column = write(String(text), row: row, column: column, style: base.union(pen.style))
      let foreground = pen.foreground?.drawn(at: colors)
      let background = pen.background?.drawn(at: colors)
      guard foreground != nil || background != nil else { return }
      paint(row: row, from: start, to: column, foreground: foreground, background: background)
    }
    while let escape = rest.firstIndex(of: "\u{1B}") {
      run(rest[..<escape])
      let afterEscape = rest[escape...].dropFirst()
      guard afterEscape.first == "[", let end = afterEscape.firstIndex(of: "m") else {
        rest = afterEscape
        continue
      }
      pen = pen.applying(parameters: afterEscape.dropFirst()[..<end])
      rest = afterEscape[end...].dropFirst()
    }
    run(rest)
  }

  /// Gives every cell of `row` from `column` to `end` the style `style` in addition to its own.
  public mutating func highlight(
    row: Int, from column: Int = 0, to end: Int? = nil, style: CellStyle
  ) {
    guard row >= 0, row < size.rows else { return }
    // An end before the start (a column past a narrow terminal) highlights nothing.
    let start = max(0, column)
    for column in start..<max(start, min(end ?? size.columns, size.columns)) {
      cells[row * size.columns + column].style.formUnion(style)
    }
  }

  /// Gives every cell of `row` from `column` to `end` the colours `foreground` and
  /// `background`, in place of its own.
  public mutating func paint(
    row: Int, from column: Int = 0, to end: Int? = nil, foreground: TerminalColor? = nil,
    background: TerminalColor?
  ) {
    guard row >= 0, row < size.rows else { return }
    for column in max(0, column)..<max(max(0, column), min(end ?? size.columns, size.columns)) {
      cells[row * size.columns + column].foreground = foreground
      cells[row * size.columns + column].background = background
    }
  }

  private func contains(row: Int, column: Int) -> Bool {
    row >= 0 && row < size.rows && column >= 0 && column < size.columns
  }

  /// Sets one cell, blanking the other half of a wide character it overwrites.
  private mutating func put(_ cell: Cell, row: Int, column: Int) {
    guard contains(row: row, column: column) else { return }
    let index = row * size.columns + column
    let old = cells[index]
    if old.width == 0, cell.width != 0, column > 0, cells[index - 1].width == 2 {
      cells[index - 1] = .blank.styled(cells[index - 1].style)
    }
    if old.width == 2, column + 1 < size.columns, cell.width != 2 {
      cells[index + 1] = .blank.styled(old.style)
    }
    cells[index] = cell
  }
}

extension Cell {
  fileprivate func styled(_ style: CellStyle) -> Cell {
    Cell(text: text, width: width, style: style)
  }
}
