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
  private static let posts = (1...3).map { Sample.post(Post.ID($0), title: "Post number \($0)") }

  private static func client(
    deleted: LockedValue<[Post.ID]> = LockedValue([])
  ) -> NetworkClient {
    NetworkClient.unimplemented.with {
      $0.posts = { _ in Page.numbered(posts, number: 1, size: Fixtures.pageSize, totalCount: 3) }
      $0.users = { _ in Page(items: [Sample.leanne]) }
      $0.createPost = { draft in
        Post(userId: draft.userId, id: 101, title: draft.title, body: draft.body)
      }
      $0.deletePost = { id in deleted.withLock { $0.append(id) } }
    }
  }

  /// The users as the records of any resource, which a post's author is picked from.
  private static let records = RecordServer([
    "users": #"[{"id": 1, "name": "Leanne Graham", "username": "Bret"}]"#
  ])

  private func start(
    _ terminal: VirtualTerminal, client: NetworkClient, editor: String = "false",
    clock: any Clock<Duration> = ContinuousClock()
  ) -> Task<Browser.Ending, Never> {
    Task {
      await BrowseSession(
        terminal: terminal, client: client, usesColor: false, clock: clock, editor: editor,
        collections: Self.records.client
      )
      .run()
    }
  }

  @Test func ctrlEHandsTheTerminalToTheEditorAndItsTextBecomesTheBody() async {
    let terminal = VirtualTerminal()
    let session = start(terminal, client: Self.client(), editor: "printf 'From the editor' >")
    #expect(await terminal.waitFor("Post number 3"))
    terminal.type("c\t\t\u{05}")
    #expect(await terminal.waitFor(TerminalControl.leaveFullScreen))
    #expect(await terminal.waitFor(TerminalControl.enterFullScreen))
    #expect(await terminal.waitFor("From the editor"))
    #expect(terminal.isFullScreen)
    terminal.type("\u{03}")
    #expect(await session.value == .interrupted)
  }

  @Test func aFailingEditorLeavesTheBodyAndSaysWhy() async {
    let terminal = VirtualTerminal()
    let session = start(terminal, client: Self.client(), editor: "exit 4;")
    #expect(await terminal.waitFor("Post number 3"))
    terminal.type("c\t\tdraft\u{05}")
    #expect(await terminal.waitFor("exited with status 4"))
    terminal.type("\u{03}")
    #expect(await session.value == .interrupted)
  }

  @Test func aSavedPostIsShownAsTheServerAnswered() async {
    let terminal = VirtualTerminal()
    let session = start(terminal, client: Self.client())
    #expect(await terminal.waitFor("Post number 3"))
    terminal.type("clean")
    #expect(await terminal.waitFor("Leanne Graham (#1)"))
    terminal.type("\r")
    #expect(await terminal.waitFor("Author *  Leanne Graham (#1)"))
    terminal.type("\tA new post\tIts body\u{13}")
    #expect(await terminal.waitFor("post 101"))
    #expect(terminal.output.contains("Its body"))
    terminal.type("\u{03}")
    #expect(await session.value == .interrupted)
  }

  @Test func yDeletesThePostUnderTheCursorOnceTheUndoWindowCloses() async {
    let deleted = LockedValue<[Post.ID]>([])
    let terminal = VirtualTerminal()
    let clock = TestClock()
    let session = start(terminal, client: Self.client(deleted: deleted), clock: clock)
    #expect(await terminal.waitFor("Post number 3"))
    terminal.type("jd")
    #expect(await terminal.waitFor("Delete \"Post number 2\"? [y/N]"))
    terminal.type("y")
    // Only what changed is written: the question's `Delete` stays.
    #expect(await terminal.waitFor("d post 2 — u to undo"))
    #expect(deleted.current == [])
    await clock.advance(by: BrowseFeature.undoWindow)
    #expect(await terminal.waitFor("Deleted post 2."))
    #expect(deleted.current == [2])
    terminal.type("\u{03}")
    #expect(await session.value == .interrupted)
  }

  /// A session whose second post is deleted with `jdy`, in the undo window on a clock that
  /// never moves.
  private func deletingTheSecondPost(_ deleted: LockedValue<[Post.ID]>) async -> (
    VirtualTerminal, Task<Browser.Ending, Never>
  ) {
    let terminal = VirtualTerminal()
    let session = start(terminal, client: Self.client(deleted: deleted), clock: TestClock())
    #expect(await terminal.waitFor("Post number 3"))
    terminal.type("jdy")
    #expect(await terminal.waitFor("Deleted post 2 — u to undo"))
    return (terminal, session)
  }

  @Test func quittingInTheUndoWindowSendsTheDeleteBeforeTheSessionEnds() async {
    let deleted = LockedValue<[Post.ID]>([])
    let (terminal, session) = await deletingTheSecondPost(deleted)
    terminal.type("q")
    #expect(await session.value == .quit)
    #expect(deleted.current == [2])
  }

  @Test func uInTheUndoWindowKeepsThePost() async {
    let deleted = LockedValue<[Post.ID]>([])
    let (terminal, session) = await deletingTheSecondPost(deleted)
    terminal.type("u")
    #expect(await terminal.waitFor("undone"))
    terminal.type("q")
    #expect(await session.value == .quit)
    #expect(deleted.current == [])
  }
}
