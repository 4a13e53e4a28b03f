import ScreenKit
import TerminalKit
import TestSupport
import Testing

/// A delegate with a `pressAgain` case, made from what `HeldKeys` released.
@Suite struct PressAgainDelegateTests {
  @Test func keysToPressAgainBecomeItsCaseAndKeysNotUsedANotice() {
    let again = HeldKeys.Release.pressAgain([.enter, .down], pressedWhile: "the people loaded")
    checkEqual(
      PeopleMessage(again), .pressAgain([.enter, .down], pressedWhile: "the people loaded"))
    let notUsed = HeldKeys.Release.notUsed(
      2, pressedWhile: "the people loaded", because: "no people came")
    checkEqual(
      PeopleMessage(notUsed),
      .notice("2 keys pressed while the people loaded were not used: no people came"))
  }
}
