import Dependencies
import TestSupport
import Testing

@testable import Features

/// The one pause in typing that both the searchable list and the feed with a query use.
@Suite(.timeLimit(.minutes(1)))
struct SearchPauseTests {
  private let pause = SearchPause(duration: .milliseconds(300), clock: ImmediateClock())

  private func step(_ text: String, searched: String) -> SearchPause.Step<String> {
    pause.step(for: text, searched: searched) { "search \($0)" }
  }

  @Test func textTypedIsSearchedTrimmedOnceThePauseIsOver() async {
    guard case .later(let effect) = step("  harbour ", searched: "") else {
      Issue.record("expected a search after the pause")
      return
    }

    await checkEqual(effect.actions(), ["search harbour"])
    checkEqual(effect.cancellations.count, 1)
  }

  @Test func theTextAlreadySearchedAsksNothing() async {
    guard case .none(let effect) = step(" harbour", searched: "harbour") else {
      Issue.record("expected nothing to ask")
      return
    }

    check(await effect.actions().isEmpty)
  }

  @Test func anEmptiedSearchAsksAtOnce() async {
    guard case .now(let effect) = step("   ", searched: "harbour") else {
      Issue.record("expected the empty search at once")
      return
    }

    check(await effect.actions().isEmpty, "the caller asks; the effect drops the pending one")
  }
}
