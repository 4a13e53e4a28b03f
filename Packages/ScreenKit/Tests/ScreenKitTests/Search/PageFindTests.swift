import Features
import ScreenKit
import TerminalKit
import TestSupport
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
    checkEqual(find.matches.map(\.line), [0, 2, 2, 4, 4])
    checkEqual(find.matches(onLine: 2).map { find.text(ofLine: 2)[$0.range] }, ["an", "An"])
    checkEqual(Self.finding("uber").matches.map(\.line), [3], "Ü folds to u")
    checkEqual(Self.finding("MUNCHEN").matches.map(\.line), [2])
  }

  @Test func theFindGoesToTheFirstMatchAtOrAfterTheFirstLineShown() {
    checkEqual(Self.finding("an").currentLine, 0)
    checkEqual(Self.finding("an", top: 1).currentLine, 2)
    checkEqual(Self.finding("an", top: 3).current, 3)
    checkEqual(Self.finding("graham", top: 3).currentLine, 0, "none after: the first")
  }

  @Test func nAndNGoThroughTheMatchesAndWrap() {
    var find = Self.finding("an")
    checkEqual(find.step(1), nil, "the status says it")
    checkEqual(find.status, "match 2 of 5")
    checkEqual(find.matches(onLine: 2).map(\.isCurrent), [true, false])
    checkEqual(find.step(1), nil)
    checkEqual(find.status, "match 3 of 5")
    checkEqual(find.matches(onLine: 2).map(\.isCurrent), [false, true])
    _ = find.step(1)
    _ = find.step(1)
    checkEqual(find.step(1), "wrapped to the first")
    checkEqual(find.status, "match 1 of 5")
    checkEqual(find.step(-1), "wrapped to the last")
    checkEqual(find.status, "match 5 of 5")
  }

  @Test func withoutATextOrAMatchItSaysSo() {
    var none = PageFind()
    none.index(Self.lines)
    checkEqual(none.step(1), "n N go to the next match: / to search")
    checkEqual(none.status, nil)
    var nothing = Self.finding("zebra")
    check(nothing.matches.isEmpty)
    checkEqual(nothing.current, nil)
    checkEqual(nothing.status, "no match")
    checkEqual(nothing.step(1), "no matches of \"zebra\" to go to")
  }

  @Test func newLinesAreLookedInAndTheFindStaysNearTheMatchItWasOn() {
    var find = Self.finding("an", top: 3)
    checkEqual(find.currentLine, 4)
    find.index(["an", "x", "y", "z", "w", "anan"])
    checkEqual(find.matches.map(\.line), [0, 5, 5])
    checkEqual(find.currentLine, 5)
    find.index(["no match here"])
    checkEqual(find.current, nil)
  }

  @Test func clearingForgetsTheTextAndEveryMatch() {
    var find = Self.finding("an")
    checkEqual(find.clear(), .cleared)
    check(!find.isFinding)
    check(find.matches.isEmpty)
    checkEqual(find.currentLine, nil)
    check(!find.search.showsBar)
  }

  @Test func aLinePastTheEndHasNoTextAndNoMatch() {
    let find = Self.finding("an")
    checkEqual(find.text(ofLine: 99), "")
    check(find.matches(onLine: 99).isEmpty)
    check(find.matches(onLine: -1).isEmpty)
  }
}
