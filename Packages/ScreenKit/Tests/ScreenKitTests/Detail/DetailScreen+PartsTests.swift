import Features
import ScreenKit
import TerminalKit
import TestSupport
import Testing

/// The kit's detail screen over a record that is not lines of text (a shelf of books): the
/// resource's moves, its keys before the table, its layout, and a record not deleted from its
/// screen.
@Suite struct DetailScreenPartsTests {
  @Test func theResourceTakesTheMovesInPlaceOfTheScroll() async {
    let store = ShelfDetails.store()
    await store.send(.appear)
    await store.send(.key(.down))
    await store.send(.key(.character("j")))
    await store.send(.key(.down))
    let shelf = await store.state.screen
    checkEqual(shelf.extra.picked, 2, "the last of three books")
    checkEqual(shelf.scroll.line, 0)
  }

  @Test func aKeyTheResourceTakesNeverReachesTheTable() async {
    let store = ShelfDetails.store()
    await store.send(.appear)
    for key in [Key.character("t"), .character("r"), .character("d"), .tab, .escape] {
      await store.send(.key(key))
    }
    await checkEqual(store.state.screen.extra.label, "rd", "Esc is not taken: the label stays")
    await checkEqual(
      store.state.said, [.notice("Tab: not in a label"), .close],
      "a refusal is said; Esc goes on to the table, and closes")
    await store.send(.key(.enter))
    await checkEqual(store.state.screen.extra.label, nil)
  }

  @Test func theResourceIsLaidOutAgainOnEachAnswerAndEachResize() async {
    let store = ShelfDetails.store()
    await store.send(.appear)
    await checkEqual(store.state.screen.extra.layouts, 1)
    await store.send(.resized(TerminalSize(columns: 40, rows: 10)))
    await checkEqual(store.state.screen.extra.layouts, 2)
  }

  @Test func dDoesNothingOnARecordNotDeletedFromItsScreen() async {
    let store = ShelfDetails.store()
    await store.send(.appear)
    await store.send(.key(.character("d")))
    await store.send(.key(.character("y")))
    let state = await store.state
    check(!state.screen.isAskingToDelete)
    checkEqual(state.said, [])
    checkEqual(state.screen.title, "shelf", "named by its noun: it has no deletion target")
  }
}
