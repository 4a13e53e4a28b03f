// A table of benchmark cases: one line per case with its figure, its target and whether it met
// it, remembering whether every case did.

/// Prints the lines of a table of cases, and whether each met its target.
final class CaseTable {
  /// Whether every case reported so far met its target.
  private(set) var passed = true
  private let figureWidth: Int
  private let targetWidth: Int

  /// Prints the table's heading, with columns `figureWidth` and `targetWidth` wide.
  init(figureWidth: Int, targetWidth: Int) {
    self.figureWidth = figureWidth
    self.targetWidth = targetWidth
    print(cell("case", 40) + cell("figure", figureWidth) + cell("target", targetWidth) + "result")
  }

  /// Prints one case's line.
  func report(_ name: String, _ figure: String, _ target: String, _ ok: Bool, _ note: String) {
    passed = passed && ok
    print(
      cell(name, 40) + cell(figure, figureWidth) + cell(target, targetWidth)
        + (ok ? "ok" : "MISSED") + (note.isEmpty ? "" : "  (\(note))"))
  }
}
