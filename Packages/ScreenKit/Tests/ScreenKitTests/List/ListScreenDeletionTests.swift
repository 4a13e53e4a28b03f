import Features
import ScreenKit
import Synchronization
import TerminalKit
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct ListScreenDeletionTests {
  @Test func dAsksThenYHidesTheRowUntilUBringsItBackAndNothingIsSent() async {
    let deleted = DeletedLog()
    let clock = HeldClock()
    var windows = clock.starts.makeAsyncIterator()
    let store = PeopleList.store(deleted: deleted, clock: clock)
    await store.send(.appear)
    await store.send(.key(.character("j")))
    await store.send(.key(.character("d")))
    check(await store.state.list.deletions.isAsking)
    // `y` starts the undo window, whose wait is this task's until `u` ends it.
    let confirmed = Task { await store.send(.key(.character("y"))) }
    await windows.next()
    var list = await store.state.list
    checkEqual(list.shownRows.map(\.id).prefix(3), [1, 3, 4])
    checkEqual(list.deletions.undoable, 2)
    await store.send(.key(.character("u")))
    await confirmed.value
    list = await store.state.list
    checkEqual(list.shownRows.map(\.id).prefix(3), [1, 2, 3])
    checkEqual(list.selectedRow?.id, 2)
    await checkEqual(store.state.said.last, .notice("undone"))
    check(deleted.ids.withLock { $0 }.isEmpty)
  }

  @Test func anyOtherKeyThanYKeepsTheRow() async {
    let deleted = DeletedLog()
    let store = PeopleList.store(deleted: deleted)
    await store.send(.appear)
    await store.send(.key(.character("d")))
    await store.send(.key(.character("n")))
    let list = await store.state.list
    check(!list.deletions.isAsking && list.shownCount == 40)
    check(deleted.ids.withLock { $0 }.isEmpty)
  }

  @Test func whatIsPendingIsSentAtOnceWhenTheProgramEnds() async {
    let deleted = DeletedLog()
    let clock = HeldClock()
    var windows = clock.starts.makeAsyncIterator()
    let store = PeopleList.store(deleted: deleted, clock: clock)
    await store.send(.appear)
    await store.send(.key(.character("d")))
    let confirmed = Task { await store.send(.key(.character("y"))) }
    await windows.next()
    await store.send(.deletions(.sendPending))
    await confirmed.value
    checkEqual(deleted.ids.withLock { $0 }, [1])
  }
}
