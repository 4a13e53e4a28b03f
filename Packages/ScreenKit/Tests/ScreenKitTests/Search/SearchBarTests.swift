import Features
import TerminalKit
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct SearchBarTests {
  private func type(_ text: String, into bar: inout SearchBar) -> [SearchBar.Outcome] {
    text.map { bar.press(.character($0)) }
  }

  @Test func slashOpensTheBarAndTypingChangesTheQuery() {
    var bar = SearchBar()
    check(!bar.isActive)
    checkEqual(bar.press(.character("x")), .ignored, "closed, the keys are the list's")
    checkEqual(bar.press(.character("/")), .ignored, "the list's table opens it")
    checkEqual(bar.open(), .opened)
    check(bar.isEditing && bar.isActive)
    checkEqual(type("mun", into: &bar), [.queryChanged, .queryChanged, .queryChanged])
    checkEqual(bar.search, SearchText("mun"))
    checkEqual(bar.press(.left), .edited, "moving the cursor changes nothing shown")
    checkEqual(bar.press(.backspace), .queryChanged)
    checkEqual(bar.input.text, "mn")
  }

  @Test func everyKeyIsTheBarsWhileTypingButMovesAndCtrlC() {
    var bar = SearchBar()
    _ = bar.open()
    check(type("q?1/", into: &bar).allSatisfy { $0 == .queryChanged })
    checkEqual(bar.input.text, "q?1/")
    checkEqual(bar.press(.tab), .edited, "swallowed, not a tab switch")
    for key: Key in [.up, .down, .pageUp, .pageDown, .control("c"), .control("z")] {
      checkEqual(bar.press(key), .ignored)
    }
    checkEqual(bar.press(.control("u")), .queryChanged)
    checkEqual(bar.input.text, "")
  }

  @Test func escClearsAndClosesEnterKeepsTheFilter() {
    var bar = SearchBar()
    _ = bar.open()
    _ = type("ab", into: &bar)
    checkEqual(bar.press(.enter), .kept)
    check(!bar.isEditing && bar.isActive)
    checkEqual(bar.search, SearchText("ab"))
    checkEqual(bar.press(.character("j")), .ignored, "the list has the keys again")

    checkEqual(bar.open(), .opened, "/ edits the kept query")
    check(bar.input.text == "ab" && bar.input.cursor == 2)
    checkEqual(type("c", into: &bar), [.queryChanged])
    checkEqual(bar.press(.escape), .cleared)
    check(!bar.isActive)
    check(bar.input.text == "" && bar.search.isEmpty)
  }

  @Test func clearingAKeptFilterClearsIt() {
    var bar = SearchBar()
    _ = bar.open()
    _ = type("ab", into: &bar)
    _ = bar.press(.enter)
    checkEqual(bar.press(.escape), .ignored, "closed, Esc is the list's, which clears it")
    checkEqual(bar.clear(), .cleared)
    check(!bar.isActive)
    checkEqual(bar.clear(), .ignored, "with nothing kept, nothing to clear")
  }

  @Test func enterOnAnEmptyQueryClosesTheBar() {
    var bar = SearchBar()
    _ = bar.open()
    checkEqual(bar.press(.enter), .kept)
    check(!bar.isActive)
  }
}
