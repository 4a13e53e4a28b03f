import TerminalKit
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct ListCursorTests {
  @Test func movesWithinTheRowsScrollingSoThatTheCursorIsShown() {
    var cursor = ListCursor()
    cursor.move(by: 3, count: 10, visibleRows: 4, canGrow: false)
    checkEqual(cursor, ListCursor(row: 3))
    cursor.move(by: 1, count: 10, visibleRows: 4, canGrow: false)
    checkEqual(cursor, ListCursor(row: 4, offset: 1))
    cursor.move(by: .max, count: 10, visibleRows: 4, canGrow: false)
    checkEqual(cursor, ListCursor(row: 9, offset: 6), "no target: nothing more comes")
    cursor.move(by: .min, count: 10, visibleRows: 4, canGrow: false)
    checkEqual(cursor, ListCursor())
  }

  @Test func movesPastTheRowsWhileMoreMayComeAreKeptAndFollowedAsTheyArrive() {
    var cursor = ListCursor()
    for _ in 0..<3 {
      cursor.move(by: 1, count: 0, visibleRows: 4, canGrow: true)
    }
    checkEqual(cursor, ListCursor(target: 3), "three moves while the list loads")
    cursor.follow(count: 2, visibleRows: 4, canGrow: true)
    checkEqual(cursor, ListCursor(row: 1, target: 3), "on its way while more may come")
    cursor.follow(count: 10, visibleRows: 4, canGrow: true)
    checkEqual(cursor, ListCursor(row: 3), "reached")
  }

  @Test func gHeadsForTheEndWhateverRowItTurnsOutToBe() {
    var cursor = ListCursor()
    cursor.move(by: .max, count: 40, visibleRows: 20, canGrow: true)
    check(cursor.headsForTheEnd)
    cursor.move(by: 1, count: 40, visibleRows: 20, canGrow: true)
    check(cursor.headsForTheEnd, "down from the end is the end")
    cursor.move(by: -1, count: 40, visibleRows: 20, canGrow: true)
    check(!cursor.headsForTheEnd, "a move up goes from the row shown")
  }

  @Test func aKeyCanWaitForSomethingElseStillComing() {
    var cursor = ListCursor(row: 2)
    let held = cursor.hold(.character("n"), count: 10, canGrow: false, goesOn: true, awaiting: true)
    check(held)
    checkEqual(cursor.heldKeys, [.character("n")], "kept though it would go on: it waits")
    let waiting = cursor.releaseHeldKeys(
      count: 10, canGrow: false, rowsName: "posts", awaiting: true)
    checkEqual(waiting, nil)
    let released = cursor.releaseHeldKeys(count: 10, canGrow: false, rowsName: "posts")
    checkEqual(released, .pressAgain([.character("n")], pressedWhile: "the posts loaded"))
  }

  @Test func keysPressedWhileTheRowsTheyActOnAreComingAreHeldUntilTheyCame() {
    var cursor = ListCursor()
    let kept = [
      cursor.hold(.enter, count: 0, canGrow: false, goesOn: false),
      cursor.hold(.enter, count: 5, canGrow: true, goesOn: false),
      cursor.hold(.down, count: 0, canGrow: true, goesOn: true),
    ]
    // No row will come; rows to act on; a move goes on.
    checkEqual(kept, [false, false, false])
    cursor.move(by: 7, count: 5, visibleRows: 4, canGrow: true)
    let heading = [
      cursor.hold(.enter, count: 5, canGrow: true, goesOn: false),
      cursor.hold(.down, count: 5, canGrow: true, goesOn: true),
    ]
    checkEqual(heading, [true, true], "heading past the rows, then behind a key held")
    let stillComing = cursor.releaseHeldKeys(count: 5, canGrow: true, rowsName: "users")
    checkEqual(stillComing, nil)
    cursor.follow(count: 10, visibleRows: 4, canGrow: true)
    let released = cursor.releaseHeldKeys(count: 10, canGrow: true, rowsName: "users")
    checkEqual(released, .pressAgain([.enter, .down], pressedWhile: "the users loaded"))
    checkEqual(cursor, ListCursor(row: 7, offset: 4), "pressed again once, then forgotten")
  }

  @Test func keysHeldForRowsThatNeverCameAreSaidNotUsed() {
    var cursor = ListCursor()
    let kept = cursor.hold(.enter, count: 0, canGrow: true, goesOn: false)
    check(kept)
    let released = cursor.releaseHeldKeys(count: 0, canGrow: false, rowsName: "users")
    checkEqual(released, .notUsed(1, pressedWhile: "the users loaded", because: "no users came"))
  }

  @Test func aMoveBackForgetsTheTargetAndNoMoreRowsEndIt() {
    var cursor = ListCursor()
    cursor.move(by: 5, count: 3, visibleRows: 4, canGrow: true)
    checkEqual(cursor.target, 5)
    cursor.move(by: 1, count: 3, visibleRows: 4, canGrow: true)
    checkEqual(cursor.target, 6, "a move down goes on from the target")
    cursor.move(by: -1, count: 3, visibleRows: 4, canGrow: true)
    checkEqual(cursor, ListCursor(row: 1), "a move up starts from the row")
    cursor.move(by: 9, count: 3, visibleRows: 4, canGrow: true)
    cursor.follow(count: 3, visibleRows: 4, canGrow: false)
    checkEqual(cursor, ListCursor(row: 2), "the list ended short of it")
  }
}
