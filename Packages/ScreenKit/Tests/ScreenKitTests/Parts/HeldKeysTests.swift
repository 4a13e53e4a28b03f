import TerminalKit
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct HeldKeysTests {
  @Test func aKeyWaitsWhileWhatItActsOnComesAndEveryKeyAfterItToo() {
    var held = HeldKeys()
    let kept = [
      held.hold(.enter, isWaiting: false),
      held.hold(.down, isWaiting: true, goesOn: true),
      held.hold(.enter, isWaiting: true),
      held.hold(.down, isWaiting: true, goesOn: true),
      held.hold(.character("a"), isWaiting: false),
    ]
    // Nothing to wait for; a move goes on meanwhile; then a key that waits, and those after.
    checkEqual(kept, [false, false, true, true, true])
    checkEqual(held.keys, [.enter, .down, .character("a")])
  }

  @Test func theKeysArePressedAgainInOrderOnceWhatTheyWaitedForCame() {
    var held = HeldKeys([.down, .character("a")])
    checkEqual(held.released(isWaiting: true, pressedWhile: "the post loaded", missing: nil), nil)
    checkEqual(held.keys, [.down, .character("a")], "still coming: kept")
    let released = held.released(isWaiting: false, pressedWhile: "the post loaded", missing: nil)
    checkEqual(released, .pressAgain([.down, .character("a")], pressedWhile: "the post loaded"))
    check(held.isEmpty, "pressed again once")
    checkEqual(held.released(isWaiting: false, pressedWhile: "the post loaded", missing: nil), nil)
  }

  @Test func keysWhoseScreenCouldNotUseThemAreSaidNotUsedOnce() {
    var held = HeldKeys([.down, .character("a")])
    let released = held.released(
      isWaiting: false, pressedWhile: "the post loaded", missing: "the post did not come")
    checkEqual(
      released, .notUsed(2, pressedWhile: "the post loaded", because: "the post did not come"))
    check(held.isEmpty)
  }

  @Test func closingForgetsTheKeysAndSaysTheyWereNotUsed() {
    var held = HeldKeys([.enter])
    let closed = held.closing(pressedWhile: "the post loaded")
    checkEqual(
      closed, .notUsed(1, pressedWhile: "the post loaded", because: "the screen was closed"))
    check(held.isEmpty)
    checkEqual(held.closing(pressedWhile: "the post loaded"), nil, "no key kept: nothing to say")
  }
}
