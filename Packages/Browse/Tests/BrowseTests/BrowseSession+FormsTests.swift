import Dependencies
import Features
import Foundation
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite(.timeLimit(.minutes(1))) struct BrowseSessionFormsTests {
  private static func client(deleted: LockedValue<[String]> = LockedValue([])) -> RecordCollections
  {
    Fixtures.posts(count: 3, titled: { "Post number \($0)" }, deleted: deleted)
  }

  private func start(
    _ terminal: VirtualTerminal, client: RecordCollections, editor: String = "false",
    clock: any Clock<Duration> = ContinuousClock()
  ) -> Task<Browser.Ending, Never> {
    Task {
      await BrowseSession(
        terminal: terminal, usesColor: false, clock: clock, editor: editor,
        collections: client
      )
      .run()
    }
  }

  @Test func ctrlEHandsTheTerminalToTheEditorAndItsTextBecomesTheBody() async {
    let terminal = VirtualTerminal()
    let session = start(terminal, client: Self.client(), editor: "printf 'From the editor' >")
    check(await terminal.waitFor("Post number 3"))
    terminal.type("c\t\t\u{05}")
    check(await terminal.waitFor(TerminalControl.leaveFullScreen))
    check(await terminal.waitFor(TerminalControl.enterFullScreen))
    check(await terminal.waitFor("From the editor"))
    check(terminal.isFullScreen)
    terminal.type("\u{03}")
    await checkEqual(session.value, .interrupted)
  }

  @Test func aFailingEditorLeavesTheBodyAndSaysWhy() async {
    let terminal = VirtualTerminal()
    let session = start(terminal, client: Self.client(), editor: "exit 4;")
    check(await terminal.waitFor("Post number 3"))
    terminal.type("c\t\tdraft\u{05}")
    check(await terminal.waitFor("exited with status 4"))
    terminal.type("\u{03}")
    await checkEqual(session.value, .interrupted)
  }

  @Test func aSavedPostIsShownAsTheServerAnswered() async {
    let terminal = VirtualTerminal()
    let session = start(terminal, client: Self.client())
    check(await terminal.waitFor("Post number 3"))
    // The form starts on the title, as the list's columns do; the author is picked.
    terminal.type("cA new post\tlean")
    check(await terminal.waitFor("Leanne Graham (#1)"))
    terminal.type("\r")
    check(await terminal.waitFor("userId *  Leanne Graham (#1)"))
    terminal.type("\tIts body\u{13}")
    check(await terminal.waitFor("› 101  A new post"), "listed after the others, selected")
    check(await terminal.waitFor("4 of 4"))
    check(terminal.output.contains("Its body"))
    terminal.type("\u{03}")
    await checkEqual(session.value, .interrupted)
  }

  /// A session whose second post is deleted with `jdy`, in the undo window on a clock that
  /// never moves.
  private func deletingTheSecondPost(_ deleted: LockedValue<[String]>) async -> (
    VirtualTerminal, Task<Browser.Ending, Never>
  ) {
    let terminal = VirtualTerminal()
    let session = start(terminal, client: Self.client(deleted: deleted), clock: TestClock())
    check(await terminal.waitFor("Post number 3"))
    terminal.type("jdy")
    check(await terminal.waitFor("Deleted post 2 — u to undo"))
    return (terminal, session)
  }

  @Test func uInTheUndoWindowKeepsThePost() async {
    let deleted = LockedValue<[String]>([])
    let (terminal, session) = await deletingTheSecondPost(deleted)
    terminal.type("u")
    check(await terminal.waitFor("undone"))
    terminal.type("q")
    await checkEqual(session.value, .quit)
    checkEqual(deleted.current, [])
  }
}
