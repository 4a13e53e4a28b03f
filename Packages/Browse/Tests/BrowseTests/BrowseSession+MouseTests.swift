import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The session and the mouse: reporting on while it runs and off whenever it leaves the
/// terminal, and clicks looked up in the frame shown.
@Suite struct BrowseSessionMouseTests {
  private func start(_ terminal: VirtualTerminal, usesMouse: Bool = true) -> Task<
    Browser.Ending, Never
  > {
    Task {
      await BrowseSession(
        terminal: terminal, usesColor: false, usesMouse: usesMouse,
        collections: Fixtures.posts(count: 3, titled: { "Post number \($0)" })
      ).run()
    }
  }

  /// A left click's press and release at `column`, `row`, from 0.
  private func click(column: Int, row: Int) -> String {
    "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m"
  }

  @Test func twoClicksOnARowOpenItAndQuittingTurnsTheMouseOff() async {
    let terminal = VirtualTerminal()
    let session = start(terminal)
    check(await terminal.waitFor(TerminalControl.enterFullScreen + TerminalControl.enableMouse))
    check(await terminal.waitFor("Post number 3"))
    // The rows start under the tabs and the column headers: row 4 is the third post.
    terminal.type(click(column: 8, row: 4) + click(column: 8, row: 4))
    check(await terminal.waitFor("› Post number 3"))
    terminal.type("q")
    await checkEqual(session.value, .quit)
    check(terminal.output.hasSuffix(TerminalControl.leaveFullScreen))
  }

  @Test func ctrlZTurnsTheMouseOffAndTheContinuedSessionOnAgain() async {
    let terminal = VirtualTerminal()
    let session = start(terminal)
    check(await terminal.waitFor("Post number 3"))
    terminal.type("\u{1A}")
    check(await terminal.waitFor(TerminalControl.leaveFullScreen))
    check(await terminal.waitFor(TerminalControl.enterFullScreen + TerminalControl.enableMouse))
    // The frame is drawn again whole, and clicks find its rows again.
    check(await terminal.waitFor("Post number 3"))
    terminal.type(click(column: 8, row: 3) + click(column: 8, row: 3))
    check(await terminal.waitFor("› Post number 2"))
    terminal.type("q")
    await checkEqual(session.value, .quit)
  }

  @Test func withoutTheMouseItIsNeverTurnedOnAndItsBytesDoNothing() async {
    let terminal = VirtualTerminal()
    let session = start(terminal, usesMouse: false)
    check(await terminal.waitFor("Post number 3"))
    terminal.type(click(column: 8, row: 4) + click(column: 8, row: 4) + "\r")
    check(await terminal.waitFor("› Post number 1"))
    terminal.type("q")
    await checkEqual(session.value, .quit)
    check(!terminal.output.contains("› Post number 3"))
    check(!terminal.output.contains(TerminalControl.enableMouse))
  }
}
