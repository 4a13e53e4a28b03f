extension CellBuffer {
  /// The rows as lines of text, without their trailing blanks; each run of cells in its pen's
  /// SGR sequence when `usesColor`, reset at the end of the line.
  public func styledLines(usesColor: Bool) -> [String] {
    (0..<size.rows).map { row in
      var end = size.columns
      while end > 0, self[row, end - 1] == .blank {
        end -= 1
      }
      var line = ""
      var pen = CellPen()
      for column in 0..<end {
        let cell = self[row, column]
        if usesColor, cell.pen != pen {
          line += cell.pen.selectGraphicRendition
          pen = cell.pen
        }
        line += cell.text
      }
      if pen != CellPen() {
        line += CellPen().selectGraphicRendition
      }
      return line
    }
  }
}
