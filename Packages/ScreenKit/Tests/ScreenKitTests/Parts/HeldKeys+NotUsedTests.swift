import ScreenKit
import TestSupport
import Testing

@Suite struct HeldKeysNotUsedTests {
  @Test func saysHowManyKeysWereNotUsedWhileWhatAndWhy() {
    checkEqual(
      HeldKeys.notUsedNotice(1, pressedWhile: "the users loaded", because: "no users came"),
      "1 key pressed while the users loaded was not used: no users came")
    checkEqual(
      HeldKeys.notUsedNotice(3, pressedWhile: "the posts loaded", because: "the screen closed"),
      "3 keys pressed while the posts loaded were not used: the screen closed")
  }
}
