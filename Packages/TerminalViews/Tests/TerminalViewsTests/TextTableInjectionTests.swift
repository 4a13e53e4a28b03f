import TerminalKit
import TestSupport
import Testing

/// A table of what a server sent prints nothing a terminal would act on; the checks of inert
/// text are the views' tests' own (`TerminalText`), so this test of `TerminalKit`'s table
/// lives with them.
@Suite struct TextTableInjectionTests {
  @Test(arguments: [true, false])
  func injectedSequencesAreInert(isTerminal: Bool) {
    let table = TextTable(
      columns: [TextTable.Column("\u{1b}[2JHEAD"), TextTable.Column("B")],
      rows: TerminalText.injections.map { [TextTable.Cell($0), TextTable.Cell($0 + $0)] })

    for usesColor in [false, true] {
      let options = RenderOptions(width: 30, usesColor: usesColor, isTerminal: isTerminal)
      let output = table.lines(options: options).joined(separator: "\n")

      check(TerminalText.isInert(TerminalText.unstyled(output), allowingTabs: !isTerminal))
    }
    checkEqual(
      table.lines(options: RenderOptions(width: 80, isTerminal: isTerminal)).first,
      (isTerminal ? "^[[2JHEAD     B" : "^[]0;pwned^G\t^[]0;pwned^G^[]0;pwned^G"))
  }
}
