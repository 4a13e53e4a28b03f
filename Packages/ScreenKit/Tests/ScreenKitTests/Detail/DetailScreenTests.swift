import Features
import HTTPClient
import ScreenKit
import Synchronization
import TerminalKit
import TestSupport
import Testing

/// The kit's detail screen over a book: its keys, its answers, its find, its deletion.
@Suite struct DetailScreenTests {
  /// A detail whose book is coming: its store once the read started, the read's task, and
  /// what lets the book come.
  private static func coming() async -> (
    store: Store<DetailHost<BookDetails>>, appear: Task<Void, Never>,
    release: AsyncStream<Void>.Continuation
  ) {
    let (entered, enteredContinuation) = AsyncStream.makeStream(of: Void.self)
    let (released, release) = AsyncStream.makeStream(of: Void.self)
    let store = BookDetails.store {
      enteredContinuation.yield()
      var waiting = released.makeAsyncIterator()
      await waiting.next()
      return BookDetails.book
    }
    let appear = Task { await store.send(.appear) }
    var waits = entered.makeAsyncIterator()
    await waits.next()
    return (store, appear, release)
  }

  @Test func itLoadsTheRecordAndScrollsItsLines() async {
    let store = BookDetails.store()
    await store.send(.appear)
    let book = await store.state.screen
    checkEqual(book.detail.detail.value, BookDetails.book)
    checkEqual(book.lineCount, 41)
    for key in [Key.character("j"), .character("j"), .pageDown] { await store.send(.key(key)) }
    await checkEqual(store.state.screen.scroll.line, 12)
    await store.send(.key(.character("G")))
    await checkEqual(store.state.screen.scroll.line, 41 - 10, "the last page: ten lines shown")
  }

  @Test func keysPressedWhileTheRecordComesAreReleasedOnceItCame() async {
    let (store, appear, release) = await Self.coming()
    await store.send(.key(.character("j")))
    await store.send(.key(.character("o")))
    await checkEqual(store.state.screen.scroll.held, HeldKeys([.character("j"), .character("o")]))
    release.yield()
    await appear.value
    let state = await store.state
    check(state.screen.scroll.held.isEmpty)
    checkEqual(
      state.said,
      [
        .keys(.pressAgain([.character("j"), .character("o")], pressedWhile: "the book loaded"))
      ])
  }

  @Test func aRecordTheCommandLineNamedThatIsNotThereSaysSo() async {
    let store = BookDetails.store(jumpName: "book 9") {
      throw NetworkError.notFound(resource: "books", id: "9")
    }
    await store.send(.appear)
    let state = await store.state
    checkEqual(state.said, [.notFound("book 9")])
    checkEqual(state.screen.jumpName, nil)
  }

  @Test func dThenYConfirmsTheDeletionAndAnyOtherKeyKeepsTheRecord() async {
    let store = BookDetails.store()
    await store.send(.appear)
    await store.send(.key(.character("d")))
    check(await store.state.screen.isAskingToDelete)
    await store.send(.key(.character("n")))
    await checkEqual(store.state.said, [])
    await store.send(.key(.character("d")))
    await store.send(.key(.character("y")))
    await checkEqual(store.state.said, [.deleteConfirmed(1, title: "The Hobbit")])
    let offline = BookDetails.store(isOffline: true)
    await offline.send(.key(.character("d")))
    check(await !offline.state.screen.isAskingToDelete)
    await checkEqual(offline.state.said, [.notice(OfflineRefusal.text("delete 1"))])
  }

  @Test func rAsksAgainAndSaysWhetherTheRecordChanged() async {
    let reads = Mutex(0)
    let store = BookDetails.store {
      reads.withLock { $0 += 1 }
      return BookDetails.book
    }
    await store.send(.appear)
    await store.send(.key(.character("r")))
    checkEqual(reads.withLock { $0 }, 2)
    await checkEqual(store.state.said, [.notice("up to date")])
    await checkEqual(store.state.screen.baseline, nil)
  }

  @Test func aRecordThatCouldNotBeReadIsAskedForAgainOnceWhenTheServerAnswersAgain() async {
    // The first two reads fail, the third succeeds.
    let reads = Mutex(0)
    let store = BookDetails.store {
      let read = reads.withLock {
        $0 += 1
        return $0
      }
      guard read > 2 else { throw NetworkError.unreachable(host: "api.test", reason: "refused") }
      return BookDetails.book
    }
    await store.send(.appear)
    await checkEqual(store.state.screen.outage, .armed)
    await store.send(.retryAfterOutage)
    checkEqual(reads.withLock { $0 }, 2)
    await checkEqual(store.state.screen.outage, .spent, "its own retry failed too: it waits for r")
    await store.send(.retryAfterOutage)
    checkEqual(reads.withLock { $0 }, 2, "asked once only")
    await store.send(.key(.character("r")))
    let screen = await store.state.screen
    checkEqual(screen.detail.detail.value, BookDetails.book)
    checkEqual(screen.outage, .idle)

    let offline = BookDetails.store(isOffline: true) {
      throw NetworkError.unreachable(host: "api.test", reason: "refused")
    }
    await offline.send(.appear)
    await checkEqual(offline.state.screen.outage, .idle, "offline, nothing is asked")
  }

  @Test func escClosesAndSaysTheKeysKeptWereNotUsed() async {
    let (store, appear, release) = await Self.coming()
    await store.send(.key(.character("j")))
    await store.send(.key(.escape))
    let notUsed = HeldKeys.Release.notUsed(
      1, pressedWhile: "the book loaded", because: "the screen was closed")
    await checkEqual(store.state.said, [.keys(notUsed), .close])
    release.yield()
    await appear.value
  }

  @Test func slashFindsInTheRecordAndEscForgetsItBeforeClosing() async {
    let store = BookDetails.store()
    await store.send(.appear)
    await store.send(.key(.character("/")))
    await store.send(.key(.paste("DRAGON")))
    var book = await store.state.screen
    checkEqual(book.find.currentLine, 30)
    checkEqual(book.scroll.line, 30, "the match at the top, as less puts it")
    await store.send(.key(.enter))
    await store.send(.key(.character("n")))
    await checkEqual(store.state.said, [.notice("wrapped to the first")])
    await store.send(.key(.escape))
    book = await store.state.screen
    check(!book.find.isFinding)
    await store.send(.key(.escape))
    await checkEqual(store.state.said.last, .close)
  }

  @Test func theHelpReadsTheFindThenTheResourcesKeys() {
    let labels = BookDetails.keys.lines.helpLines.map(\.label)
    checkEqual(labels, ["/, n, N", "o"], "Esc, d, r and the moves go without a line of their own")
  }
}

/// A detail opened with its record shown: it shows it at once, and a refresh that fails keeps
/// it unless the record is gone.
@Suite struct DetailScreenShownAtOnceTests {
  private static let preview = Book(title: "The Hobbit", chapters: ["Chapter 1"])

  @Test func aRecordShownWhenOpenedStaysWhileItIsAskedForAndIsReplacedByTheAnswer() async {
    let (asked, ask) = AsyncStream.makeStream(of: Void.self)
    let (answered, answer) = AsyncStream.makeStream(of: Void.self)
    let store = BookDetails.store(shown: Self.preview) {
      ask.yield()
      var waiting = answered.makeAsyncIterator()
      await waiting.next()
      return BookDetails.book
    }
    let appear = Task { await store.send(.appear) }
    var asks = asked.makeAsyncIterator()
    await asks.next()
    await checkEqual(store.state.screen.detail.detail.value, Self.preview, "shown while asked")
    check(await !store.state.screen.isWaitingForRecord, "keys act on what is shown")
    answer.yield()
    await appear.value
    await checkEqual(store.state.screen.detail.detail.value, BookDetails.book)
  }

  @Test func aRefreshThatFailsKeepsTheRecordAndSaysWhy() async {
    let store = BookDetails.store(shown: Self.preview) {
      throw NetworkError.unreachable(host: "127.0.0.1:9", reason: "refused")
    }
    await store.send(.appear)
    var state = await store.state
    checkEqual(state.screen.detail.detail.value, Self.preview)
    checkEqual(state.said.count, 1)
    guard case .notice(let notice)? = state.said.first else {
      Issue.record("the failed refresh was not said: \(state.said)")
      return
    }
    check(notice.hasPrefix("r to retry: "))
    check(notice.contains("127.0.0.1:9"))

    await store.send(.key(.character("r")))
    state = await store.state
    checkEqual(state.screen.detail.detail.value, Self.preview, "r that fails keeps it too")
    checkEqual(state.said.count, 2)
  }

  @Test func aRecordTheServerNoLongerHasIsReplacedByTheFailure() async {
    let store = BookDetails.store(shown: Self.preview) {
      throw NetworkError.notFound(resource: "books", id: "1")
    }
    await store.send(.appear)
    let state = await store.state
    checkEqual(state.screen.detail.detail.value, nil)
    check(state.screen.detail.detail.failure != nil)
    checkEqual(state.said, [])
  }
}
