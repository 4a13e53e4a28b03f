import TerminalKit
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct MatchStepTests {
  @Test func aStepWrapsRoundEitherEndAndSaysWhichEnd() {
    check(MatchStep.step(from: 0, by: 1, count: 3) == (1, false))
    check(MatchStep.step(from: 2, by: 1, count: 3) == (0, true))
    check(MatchStep.step(from: 0, by: -1, count: 3) == (2, true))
    check(MatchStep.step(from: 0, by: 1, count: 1) == (0, true))
    check(MatchStep.step(from: 0, by: 1, count: 0) == (0, false))
    check(MatchStep.step(from: .max, by: 1, count: 3) == (0, true), "no overflow")
    checkEqual(MatchStep.notice(index: 2, count: 39, direction: 1, wrapped: false), "match 3 of 39")
    checkEqual(
      MatchStep.notice(index: 0, count: 39, direction: 1, wrapped: true),
      "match 1 of 39 · wrapped to the first")
    checkEqual(
      MatchStep.notice(index: 38, count: 39, direction: -1, wrapped: true),
      "match 39 of 39 · wrapped to the last")
  }

  @Test func withoutASearchKeptItSaysHowToSearch() {
    checkEqual(MatchStep.noMatches(nil), "n N go to the next match: / to search")
    var search: ListSearch? = nil
    _ = ListSearch.change(&search) { $0.open() }
    checkEqual(MatchStep.noMatches(search), "n N go to the next match: / to search")
    _ = ListSearch.change(&search) { $0.press(.character("q")) }
    checkEqual(MatchStep.noMatches(search), "no matches of \"q\" to go to")
  }
}
