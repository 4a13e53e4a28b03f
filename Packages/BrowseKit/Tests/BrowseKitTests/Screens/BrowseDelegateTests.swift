import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import BrowseKit

/// What a screen tells the browser of the keys it kept, from what `ScreenKit`'s `HeldKeys`
/// says of them, as a `PressAgainDelegate`; the screens' tests show a closing screen saying so
/// (`PostScreenTests`).
@Suite struct BrowseDelegateTests {
  @Test func keysToPressAgainArePressedAgainAndKeysNotUsedAreSaidInTheStatusLine() {
    let again = HeldKeys.Release.pressAgain([.down], pressedWhile: "the post loaded")
    checkEqual(BrowseDelegate(again), .pressAgain([.down], pressedWhile: "the post loaded"))
    let notUsed = HeldKeys.Release.notUsed(
      2, pressedWhile: "the post loaded", because: "the post did not come")
    checkEqual(
      BrowseDelegate(notUsed),
      .notice("2 keys pressed while the post loaded were not used: the post did not come"))
    let one = HeldKeys.Release.notUsed(
      1, pressedWhile: "the users loaded", because: "no users came")
    checkEqual(
      BrowseDelegate(one),
      .notice("1 key pressed while the users loaded was not used: no users came"))
  }
}
