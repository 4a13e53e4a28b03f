import Features
import HTTPClient
import ScreenKit
import Synchronization
import TerminalKit
import Testing

@Suite struct ListScreenTests {
  @Test func showingTheListLoadsItOnceAndTheCursorMovesOverIt() async {
    let reads = Mutex(0)
    let store = PeopleList.store { reads.withLock { $0 += 1 } }
    await store.send(.appear)
    await store.send(.appear)
    #expect(reads.withLock { $0 } == 1)
    for key in [Key.character("j"), .character("j"), .pageDown] {
      await store.send(.key(key))
    }
    let list = await store.state.list
    // Nine rows are shown under the header: a page is nine rows.
    #expect(list.visibleRows == 9)
    #expect(list.selectedRow?.id == 12)
    await store.send(.key(.character("G")))
    #expect(await store.state.list.selectedRow?.id == 40)
  }

  @Test func aKeyPressedWhileTheRowsLoadIsPressedAgainOnceTheyCame() async {
    let (entered, enteredContinuation) = AsyncStream.makeStream(of: Void.self)
    let (released, release) = AsyncStream.makeStream(of: Void.self)
    let store = PeopleList.store {
      enteredContinuation.yield()
      var waiting = released.makeAsyncIterator()
      await waiting.next()
    }
    let appear = Task { await store.send(.appear) }
    var waits = entered.makeAsyncIterator()
    await waits.next()
    await store.send(.key(.character("j")))
    await store.send(.key(.enter))
    #expect(await store.state.list.cursor.heldKeys == [.enter])
    release.yield()
    await appear.value
    let state = await store.state
    #expect(state.list.selectedRow?.id == 2)
    #expect(
      state.said == [.pressAgain([.enter], pressedWhile: "the people loaded"), .notice("Person 2")])
  }

  @Test func searchFiltersAsTypedAndEscClearsItKeepingTheRow() async {
    let store = PeopleList.store()
    await store.send(.appear)
    for key in [Key.character("/")] + "shelby".map(Key.character) + [.enter] {
      await store.send(.key(key))
    }
    var list = await store.state.list
    #expect(list.shownRows.map(\.id) == [4, 8, 12, 16, 20, 24, 28, 32, 36, 40])
    #expect(list.searchStatus == "10 of 40 match")
    #expect(list.shownCount == 10)
    await store.send(.key(.character("n")))
    #expect(await store.state.list.selectedRow?.id == 8)
    await store.send(.key(.escape))
    list = await store.state.list
    #expect(list.shownRows.count == 40)
    #expect(list.selectedRow?.id == 8)
  }

  @Test func sortPicksAColumnByItsLetterAndKeepsTheCursorOnItsRow() async {
    let store = PeopleList.store()
    await store.send(.appear)
    await store.send(.key(.character("j")))
    await store.send(.key(.character("S")))
    await store.send(.key(.character("c")))
    var state = await store.state
    #expect(state.said.last == .notice("sorted by city ↑"))
    #expect(state.list.shownRows.first?.city == "Shelbyville")
    #expect(state.list.selectedRow?.id == 2)
    #expect(state.list.shownCount == 40)
    await store.send(.key(.character("S")))
    await store.send(.key(.character("x")))
    state = await store.state
    #expect(state.said.last == .notice("not sorted: x is no column here — S then i, n or c"))
  }

  @Test func aFailedListAsksAgainOnceTheServerAnswersAgain() async {
    let failure = LoadFailure(NetworkError.unreachable(host: "api.test", reason: "refused"))
    let store = PeopleList.store(failure: failure)
    await store.send(.appear)
    #expect(await store.state.list.failure == failure)
    await store.send(.retryAfterOutage)
    #expect(await store.state.list.outage != .idle)
  }
}
