import TerminalKit
import Testing

@testable import ScreenKit

@Suite struct MatchStepTests {
  @Test func aStepWrapsRoundEitherEndAndSaysWhichEnd() {
    #expect(MatchStep.step(from: 0, by: 1, count: 3) == (1, false))
    #expect(MatchStep.step(from: 2, by: 1, count: 3) == (0, true))
    #expect(MatchStep.step(from: 0, by: -1, count: 3) == (2, true))
    #expect(MatchStep.step(from: 0, by: 1, count: 1) == (0, true))
    #expect(MatchStep.step(from: 0, by: 1, count: 0) == (0, false))
    #expect(MatchStep.step(from: .max, by: 1, count: 3) == (0, true), "no overflow")
    #expect(MatchStep.notice(index: 2, count: 39, direction: 1, wrapped: false) == "match 3 of 39")
    #expect(
      MatchStep.notice(index: 0, count: 39, direction: 1, wrapped: true)
        == "match 1 of 39 · wrapped to the first")
    #expect(
      MatchStep.notice(index: 38, count: 39, direction: -1, wrapped: true)
        == "match 39 of 39 · wrapped to the last")
  }

  @Test func withoutASearchKeptItSaysHowToSearch() {
    #expect(MatchStep.noMatches(nil) == "n N go to the next match: / to search")
    var search: ListSearch? = nil
    _ = ListSearch.change(&search) { $0.open() }
    #expect(MatchStep.noMatches(search) == "n N go to the next match: / to search")
    _ = ListSearch.change(&search) { $0.press(.character("q")) }
    #expect(MatchStep.noMatches(search) == "no matches of \"q\" to go to")
  }
}
