import Features
import TerminalKit
import Testing

@testable import ScreenKit

@Suite struct SearchBarTests {
  private func type(_ text: String, into bar: inout SearchBar) -> [SearchBar.Outcome] {
    text.map { bar.press(.character($0)) }
  }

  @Test func slashOpensTheBarAndTypingChangesTheQuery() {
    var bar = SearchBar()
    #expect(!bar.isActive)
    #expect(bar.press(.character("x")) == .ignored, "closed, the keys are the list's")
    #expect(bar.press(.character("/")) == .ignored, "the list's table opens it")
    #expect(bar.open() == .opened)
    #expect(bar.isEditing && bar.isActive)
    #expect(type("mun", into: &bar) == [.queryChanged, .queryChanged, .queryChanged])
    #expect(bar.search == SearchText("mun"))
    #expect(bar.press(.left) == .edited, "moving the cursor changes nothing shown")
    #expect(bar.press(.backspace) == .queryChanged)
    #expect(bar.input.text == "mn")
  }

  @Test func everyKeyIsTheBarsWhileTypingButMovesAndCtrlC() {
    var bar = SearchBar()
    _ = bar.open()
    #expect(type("q?1/", into: &bar).allSatisfy { $0 == .queryChanged })
    #expect(bar.input.text == "q?1/")
    #expect(bar.press(.tab) == .edited, "swallowed, not a tab switch")
    for key: Key in [.up, .down, .pageUp, .pageDown, .control("c"), .control("z")] {
      #expect(bar.press(key) == .ignored)
    }
    #expect(bar.press(.control("u")) == .queryChanged)
    #expect(bar.input.text == "")
  }

  @Test func escClearsAndClosesEnterKeepsTheFilter() {
    var bar = SearchBar()
    _ = bar.open()
    _ = type("ab", into: &bar)
    #expect(bar.press(.enter) == .kept)
    #expect(!bar.isEditing && bar.isActive)
    #expect(bar.search == SearchText("ab"))
    #expect(bar.press(.character("j")) == .ignored, "the list has the keys again")

    #expect(bar.open() == .opened, "/ edits the kept query")
    #expect(bar.input.text == "ab" && bar.input.cursor == 2)
    #expect(type("c", into: &bar) == [.queryChanged])
    #expect(bar.press(.escape) == .cleared)
    #expect(!bar.isActive)
    #expect(bar.input.text == "" && bar.search.isEmpty)
  }

  @Test func clearingAKeptFilterClearsIt() {
    var bar = SearchBar()
    _ = bar.open()
    _ = type("ab", into: &bar)
    _ = bar.press(.enter)
    #expect(bar.press(.escape) == .ignored, "closed, Esc is the list's, which clears it")
    #expect(bar.clear() == .cleared)
    #expect(!bar.isActive)
    #expect(bar.clear() == .ignored, "with nothing kept, nothing to clear")
  }

  @Test func enterOnAnEmptyQueryClosesTheBar() {
    var bar = SearchBar()
    _ = bar.open()
    #expect(bar.press(.enter) == .kept)
    #expect(!bar.isActive)
  }
}
