import Dependencies
import Features
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import Synchronization
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct BrowseSessionTests {
  private static let client = Fixtures.posts(count: 3, titled: { "Post number \($0)" })

  /// Runs a session on `terminal` in a task of its own.
  private func start(
    _ terminal: VirtualTerminal, client: RecordCollections = client,
    clock: any Clock<Duration> = ContinuousClock()
  ) -> Task<Browser.Ending, Never> {
    Task {
      await BrowseSession(
        terminal: terminal, usesColor: false, clock: clock,
        collections: client
      )
      .run()
    }
  }

  @Test func drawsThePostsAndQuitsOnQRestoringTheTerminal() async {
    let terminal = VirtualTerminal()
    let session = start(terminal)
    check(await terminal.waitFor(TerminalControl.enterFullScreen))
    check(await terminal.waitFor("Post number 3"))
    check(terminal.isFullScreen)
    terminal.type("q")
    await checkEqual(session.value, .quit)
    check(!terminal.isFullScreen)
    check(terminal.output.hasSuffix(TerminalControl.leaveFullScreen))
  }

  @Test(arguments: [TerminalEvent.input([0x03]), .interrupted])
  func ctrlCEndsTheSessionAsInterrupted(event: TerminalEvent) async {
    let terminal = VirtualTerminal()
    let session = start(terminal)
    check(await terminal.waitFor("Post number 1"))
    terminal.send(event)
    await checkEqual(session.value, .interrupted)
    check(!terminal.isFullScreen)
  }

  @Test func theEndOfTheInputEndsTheSessionRestoringTheTerminal() async {
    let terminal = VirtualTerminal()
    let session = start(terminal)
    check(await terminal.waitFor("Post number 1"))
    terminal.closeInput()
    await checkEqual(session.value, .quit)
    check(!terminal.isFullScreen)
  }

  /// Runs a session until the posts show, then `body`, then quits.
  private func withPostsShown(_ body: (VirtualTerminal) async -> Void) async {
    let terminal = VirtualTerminal()
    let session = start(terminal)
    check(await terminal.waitFor("Post number 1"))
    await body(terminal)
    terminal.type("q")
    await checkEqual(session.value, .quit)
  }

  @Test func aLoneEscapeIsTheEscapeKeyAfterItsTimeout() async {
    await withPostsShown { terminal in
      terminal.type("\r")
      check(await terminal.waitFor("esc back"))
      terminal.type("\u{1B}")
      check(await terminal.waitFor("⏎ open"))
    }
  }

  @Test func aNewSizeRedrawsTheWholeScreenAndTooSmallSaysSo() async {
    await withPostsShown { terminal in
      terminal.resize(to: TerminalSize(columns: 30, rows: 10))
      check(await terminal.waitFor("\u{1B}[2J"))
      check(await terminal.waitFor("terminal too small"))
      terminal.resize(to: TerminalSize(columns: 50, rows: 12))
      check(await terminal.waitFor("Post number 1"))
    }
  }

  @Test func ctrlZSuspendsAndContinuingEntersAndRedrawsAgain() async {
    await withPostsShown { terminal in
      terminal.type("\u{1A}")
      check(await terminal.waitFor(TerminalControl.leaveFullScreen))
      check(await terminal.waitFor(TerminalControl.enterFullScreen))
      check(await terminal.waitFor("Post number 1"))
      checkEqual(terminal.enterCount, 2)
    }
  }

  @Test func aMovedCursorRedrawsOnlyTheTwoRowsAndTheStatus() async {
    await withPostsShown { terminal in
      check(await terminal.waitFor("Post number 3"))
      let before = terminal.output.count
      terminal.type("j")
      check(await terminal.waitFor("›"))
      let redraw = terminal.output.dropFirst(before)
      check(!redraw.contains("\u{1B}[2J"), "nothing is cleared")
      check(!redraw.contains("Post number"), "the rows' text stays")
      checkEqual(redraw.filter { $0 == "›" }.count, 1)
    }
  }

  @Test func aPasteWhoseEndNeverComesEndsAfterItsLongerTimeoutSoKeysWorkAgain() async {
    let clock = TestClock()
    let terminal = VirtualTerminal()
    let session = start(terminal, clock: clock)
    check(await terminal.waitFor("Post number 1"))
    // The spinner's timer, started while the posts loaded, ends on its next frame.
    await clock.advance(by: BrowseSession.spinnerInterval)
    terminal.type("\u{1B}[200~pasted text")
    await clock.waitForSleepers(count: 1)
    await clock.advance(by: BrowseSession.pasteTimeout)
    terminal.type("\r")
    check(await terminal.waitFor("esc back"), "Enter is a key again")
    terminal.type("q")
    await checkEqual(session.value, .quit)
  }

  @Test func aLoneEscapeIsTheEscapeKeyFiftyMillisecondsLater() async {
    checkEqual(BrowseSession.escapeTimeout, .milliseconds(50))
    let clock = TestClock()
    let terminal = VirtualTerminal()
    let session = start(terminal, clock: clock)
    check(await terminal.waitFor("Post number 1"))
    await clock.advance(by: BrowseSession.spinnerInterval)
    terminal.type("\r")
    check(await terminal.waitFor("esc back"))
    // The post's spinner's frame ends.
    await clock.advance(by: BrowseSession.spinnerInterval)
    let sleepers = clock.sleeperCount
    terminal.type("\u{1B}")
    await clock.waitForSleepers(count: sleepers + 1)
    await clock.advance(by: .milliseconds(49))
    checkEqual(clock.sleeperCount, sleepers + 1, "49 ms on, the Escape is still waiting")
    await clock.advance(by: .milliseconds(1))
    check(await terminal.waitFor("⏎ open"), "then it is the Escape key: back to the posts")
    terminal.type("q")
    await checkEqual(session.value, .quit)
  }

  @Test func aPasteWaitsLongerThanALoneEscape() {
    var decoder = KeyDecoder()
    _ = decoder.decode([0x1B])
    checkEqual(BrowseSession.flushTimeout(for: decoder), BrowseSession.escapeTimeout)
    _ = decoder.decode(Array("[200~abc".utf8))
    checkEqual(BrowseSession.flushTimeout(for: decoder), BrowseSession.pasteTimeout)
    check(BrowseSession.pasteTimeout >= .milliseconds(400))
  }

  @Test func ctrlCInAPasteWhoseEndNeverComesInterrupts() async {
    let terminal = VirtualTerminal()
    let session = start(terminal)
    check(await terminal.waitFor("Post number 1"))
    terminal.type("\u{1B}[200~pasted text")
    terminal.type("\u{03}")
    await checkEqual(session.value, .interrupted)
  }

  @Test func theCachesWarningsReachTheStatusLine() async {
    let (warnings, warned) = AsyncStream.makeStream(of: [String].self)
    let terminal = VirtualTerminal()
    let session = Task {
      await BrowseSession(
        terminal: terminal, usesColor: false, warnings: warnings, collections: Self.client
      ).run()
    }
    check(await terminal.waitFor("Post number 1"))
    warned.yield(["showing data from 5 seconds ago: cannot reach example.com"])
    check(await terminal.waitFor("warning: showing data from 5 seconds ago"))
    terminal.type("q")
    await checkEqual(session.value, .quit)
  }

  @Test func aFrameNotWrittenIsFollowedByAWholeOne() async {
    await withPostsShown { terminal in
      check(await terminal.waitFor("Post number 3"))
      terminal.failNextWrite()
      terminal.type("j")
      terminal.type("k")
      check(await terminal.waitFor("\u{1B}[2J"), "the whole screen is drawn again")
      check(await terminal.waitFor("Post number 3"))
    }
  }

  @Test func theToDosTabLoadsAndARefusedTickComesBackWithTheReason() async {
    let writes = RecordWrites { request in
      switch (request.method, request.path) {
      case ("GET", "todos"):
        return [["userId": 1, "id": 1, "title": "Water the plants", "completed": false]]
      case ("GET", "users"): return [["id": 1, "name": "Leanne Graham"]]
      case ("GET", "posts"): return [.object(Fixtures.post(1, titled: { "Post number \($0)" }))]
      default: throw NetworkError.notFound(resource: "todo", id: "1")
      }
    }
    let terminal = VirtualTerminal()
    let session = start(terminal, client: writes.client)
    check(await terminal.waitFor("Post number 1"))
    terminal.type("6")
    check(await terminal.waitFor("Leanne Graham"), "the to-do's user, by name")
    let row = "›  1  Water the plants  Leanne Graham  [ ]"
    check(await terminal.waitFor("\u{1B}[3;1H" + row), "the to-do, its box empty")
    terminal.type(" ")
    // Only the cell that changed is written: the box's middle, on the third line.
    let box = "\u{1B}[3;\(row.count - 1)H"
    check(await terminal.waitFor(box + "x"), "shown ticked while it is sent")
    check(await terminal.waitFor(box + " "), "then as the server has it")
    check(await terminal.waitFor("could not set completed of todo 1 to true: todo 1 not found"))
    terminal.type("q")
    await checkEqual(session.value, .quit)
    checkEqual(writes.requests.filter { $0.method == "PATCH" }.map(\.path), ["todos/1"])
  }

}
