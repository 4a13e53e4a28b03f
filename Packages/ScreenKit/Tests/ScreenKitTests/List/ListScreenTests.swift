import Features
import Foundation
import HTTPClient
import ScreenKit
import Synchronization
import TerminalKit
import TestSupport
import Testing

@Suite struct ListScreenTests {
  @Test func showingTheListLoadsItOnceAndTheCursorMovesOverIt() async {
    let reads = Mutex(0)
    let store = PeopleList.store { reads.withLock { $0 += 1 } }
    await store.send(.appear)
    await store.send(.appear)
    checkEqual(reads.withLock { $0 }, 1)
    for key in [Key.character("j"), .character("j"), .pageDown] {
      await store.send(.key(key))
    }
    let list = await store.state.list
    // Nine rows are shown under the header: a page is nine rows.
    checkEqual(list.visibleRows, 9)
    checkEqual(list.selectedRow?.id, 12)
    await store.send(.key(.character("G")))
    await checkEqual(store.state.list.selectedRow?.id, 40)
  }

  /// A list whose first read, once started, waits for `release`; `reads` counts them all.
  private static func holdingItsFirstRead() async -> (
    store: Store<ListHost>, appear: Task<Void, Never>, release: AsyncStream<Void>.Continuation,
    reads: LockedValue<Int>
  ) {
    let (entered, enteredContinuation) = AsyncStream.makeStream(of: Void.self)
    let (released, release) = AsyncStream.makeStream(of: Void.self)
    let reads = LockedValue(0)
    let store = PeopleList.store {
      let read = reads.withLock {
        $0 += 1
        return $0
      }
      guard read == 1 else { return }
      enteredContinuation.yield()
      var waiting = released.makeAsyncIterator()
      await waiting.next()
    }
    let appear = Task { await store.send(.appear) }
    var waits = entered.makeAsyncIterator()
    await waits.next()
    return (store, appear, release, reads)
  }

  @Test func aKeyPressedWhileTheRowsLoadIsPressedAgainOnceTheyCame() async {
    let (store, appear, release, _) = await Self.holdingItsFirstRead()
    await store.send(.key(.character("j")))
    await store.send(.key(.enter))
    await checkEqual(store.state.list.cursor.heldKeys, [.enter])
    release.yield()
    await appear.value
    let state = await store.state
    checkEqual(state.list.selectedRow?.id, 2)
    checkEqual(
      state.said, [.pressAgain([.enter], pressedWhile: "the people loaded"), .notice("Person 2")])
  }

  @Test func searchFiltersAsTypedAndEscClearsItKeepingTheRow() async {
    let store = PeopleList.store()
    await store.send(.appear)
    for key in [Key.character("/")] + "shelby".map(Key.character) + [.enter] {
      await store.send(.key(key))
    }
    var list = await store.state.list
    checkEqual(list.shownRows.map(\.id), [4, 8, 12, 16, 20, 24, 28, 32, 36, 40])
    checkEqual(list.searchStatus, "10 of 40 match")
    checkEqual(list.shownCount, 10)
    await store.send(.key(.character("n")))
    await checkEqual(store.state.list.selectedRow?.id, 8)
    await store.send(.key(.escape))
    list = await store.state.list
    checkEqual(list.shownRows.count, 40)
    checkEqual(list.selectedRow?.id, 8)
  }

  @Test func sortPicksAColumnByItsLetterAndKeepsTheCursorOnItsRow() async {
    let store = PeopleList.store()
    await store.send(.appear)
    await store.send(.key(.character("j")))
    await store.send(.key(.character("S")))
    await store.send(.key(.character("c")))
    var state = await store.state
    checkEqual(state.said.last, .notice("sorted by city ↑"))
    checkEqual(state.list.shownRows.first?.city, "Shelbyville")
    checkEqual(state.list.selectedRow?.id, 2)
    checkEqual(state.list.shownCount, 40)
    await store.send(.key(.character("S")))
    await store.send(.key(.character("x")))
    state = await store.state
    checkEqual(state.said.last, .notice("not sorted: x is no column here — S then i, n or c"))
  }

  @Test func rowsTheStoreGaveInPlaceOfTheServerAreAskedForAgainOnceItAnswers() async {
    let (store, appear, release, reads) = await Self.holdingItsFirstRead()
    let down = NetworkError.unreachable(host: "api.test", reason: "refused")
    await store.send(
      .readSource(.storedInPlaceOfServer(at: Date(), error: down, beforeChange: false)))
    release.yield()
    await appear.value
    await checkEqual(store.state.list.outage, .armed)

    await store.send(.retryAfterOutage)

    checkEqual(reads.current, 2, "asked for again once")
    await checkEqual(store.state.list.outage, .idle, "the server gave them")
  }

  @Test func aFailedListAsksAgainOnceTheServerAnswersAgain() async {
    let failure = LoadFailure(NetworkError.unreachable(host: "api.test", reason: "refused"))
    let store = PeopleList.store(failure: failure)
    await store.send(.appear)
    await checkEqual(store.state.list.failure, failure)
    await store.send(.retryAfterOutage)
    check(await store.state.list.outage != .idle)
  }
}
