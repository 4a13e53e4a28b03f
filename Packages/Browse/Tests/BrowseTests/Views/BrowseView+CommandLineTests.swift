import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The command line on the status row, and the completions Tab lists over it.
@Suite struct BrowseViewCommandLineTests {
  private func lines(_ state: BrowseState) -> [String] {
    let buffer = BrowseView(state: state, usesColor: false).render()
    return (0..<buffer.size.rows).map { row in
      var line = buffer.text(ofRow: row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// A browser of `size` whose command line has listed `count` posts' titles after Tab, and
  /// gone to the one at `choice` with `choice + 1` more.
  private func listing(_ count: Int, choice: Int?, size: TerminalSize) -> BrowseState {
    var state = BrowseState(size: size)
    var prompt = CommandPrompt("posts ")
    let titles = (1...count).map {
      count > 3 ? "A title that fills a row, number \($0)" : "Title \($0)"
    }
    for _ in 0..<(choice.map { $0 + 2 } ?? 1) {
      prompt.complete(
        step: 1, completed: { $0 },
        candidates: { JumpCommand.choices($0, names: .jsonPlaceholder) { _ in titles } })
    }
    state.commandLine = prompt
    return state
  }

  @Test func tabListsTheCompletionsInColumnsOverTheCommandLine() {
    let shown = lines(listing(3, choice: nil, size: TerminalSize(columns: 80, rows: 24)))
    checkEqual(shown[22], "Title 1    Title 2    Title 3")
    checkEqual(shown[23], ":posts _")
  }

  @Test func theOneTheLineHoldsIsBracketedWithoutColourAndAlwaysInSight() {
    let narrow = TerminalSize(columns: 40, rows: 16)
    let first = lines(listing(12, choice: 0, size: narrow))
    checkEqual(first[11], "[A title that fills a row, number 1]")
    check(first[14].hasPrefix("A title that fills a row, number 4"))
    check(first[14].hasSuffix("…"), "more below: \(first[14])")
    check(first[15].contains("A title that fills a row, number 1"), "the line holds it")
    let tenth = lines(listing(12, choice: 9, size: narrow))
    check(tenth[14].hasPrefix("[A title that fills a row, number 1"), "scrolled to it")
    check(tenth[14].hasSuffix("…"), "more below")
    check(tenth[11].hasPrefix("A title that fills a row, number 7"))
  }

}
