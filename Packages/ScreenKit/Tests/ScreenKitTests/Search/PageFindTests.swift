import Features
import ScreenKit
import TerminalKit
import Testing

/// A find in a detail's text: every match of every line, the one it is on, and `n` `N`.
@Suite struct PageFindTests {
  private static let lines = ["Leanne Graham", "", "München and Anna", "Über uns", "anan"]

  /// A find in `lines` of `text`, typed with the first line shown at `top`.
  private static func finding(_ text: String, top: Int = 0) -> PageFind {
    var find = PageFind()
    find.index(lines)
    _ = find.open()
    _ = find.press(.paste(text), from: top)
    return find
  }

  @Test func everyMatchOfEveryLineIsFoundIgnoringCaseAndAccents() {
    let find = Self.finding("an")
    #expect(find.matches.map(\.line) == [0, 2, 2, 4, 4])
    #expect(find.matches(onLine: 2).map { find.text(ofLine: 2)[$0.range] } == ["an", "An"])
    #expect(Self.finding("uber").matches.map(\.line) == [3], "Ü folds to u")
    #expect(Self.finding("MUNCHEN").matches.map(\.line) == [2])
  }

  @Test func theFindGoesToTheFirstMatchAtOrAfterTheFirstLineShown() {
    #expect(Self.finding("an").currentLine == 0)
    #expect(Self.finding("an", top: 1).currentLine == 2)
    #expect(Self.finding("an", top: 3).current == 3)
    #expect(Self.finding("graham", top: 3).currentLine == 0, "none after: the first")
  }

  @Test func nAndNGoThroughTheMatchesAndWrap() {
    var find = Self.finding("an")
    #expect(find.step(1) == nil, "the status says it")
    #expect(find.status == "match 2 of 5")
    #expect(find.matches(onLine: 2).map(\.isCurrent) == [true, false])
    #expect(find.step(1) == nil)
    #expect(find.status == "match 3 of 5")
    #expect(find.matches(onLine: 2).map(\.isCurrent) == [false, true])
    _ = find.step(1)
    _ = find.step(1)
    #expect(find.step(1) == "wrapped to the first")
    #expect(find.status == "match 1 of 5")
    #expect(find.step(-1) == "wrapped to the last")
    #expect(find.status == "match 5 of 5")
  }

  @Test func withoutATextOrAMatchItSaysSo() {
    var none = PageFind()
    none.index(Self.lines)
    #expect(none.step(1) == "n N go to the next match: / to search")
    #expect(none.status == nil)
    var nothing = Self.finding("zebra")
    #expect(nothing.matches.isEmpty)
    #expect(nothing.current == nil)
    #expect(nothing.status == "no match")
    #expect(nothing.step(1) == "no matches of \"zebra\" to go to")
  }

  @Test func newLinesAreLookedInAndTheFindStaysNearTheMatchItWasOn() {
    var find = Self.finding("an", top: 3)
    #expect(find.currentLine == 4)
    find.index(["an", "x", "y", "z", "w", "anan"])
    #expect(find.matches.map(\.line) == [0, 5, 5])
    #expect(find.currentLine == 5)
    find.index(["no match here"])
    #expect(find.current == nil)
  }

  @Test func clearingForgetsTheTextAndEveryMatch() {
    var find = Self.finding("an")
    #expect(find.clear() == .cleared)
    #expect(!find.isFinding)
    #expect(find.matches.isEmpty)
    #expect(find.currentLine == nil)
    #expect(!find.search.showsBar)
  }

  @Test func aLinePastTheEndHasNoTextAndNoMatch() {
    let find = Self.finding("an")
    #expect(find.text(ofLine: 99) == "")
    #expect(find.matches(onLine: 99).isEmpty)
    #expect(find.matches(onLine: -1).isEmpty)
  }
}
