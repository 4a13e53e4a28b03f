import Features
import Foundation
import GitHubIssues
import GitHubIssuesBrowser
import HTTPClient
import Models
import ScreenKit
import Synchronization
import TerminalKit
import Testing

@Suite struct IssuesBrowserTests {
  static let size = TerminalSize(columns: 80, rows: 12)
  static let server = URL(string: "https://api.github.example") ?? URL(fileURLWithPath: "/")

  /// Open issues #25 to #1, newest first, pages of `pageSize`.
  static let issues = (1...25).reversed().map { number in
    Issue(
      number: Issue.Number(number), title: "Issue \(number)",
      author: number.isMultiple(of: 2) ? "ada" : "lin",
      labels: number.isMultiple(of: 5) ? ["bug"] : [], comments: number % 4,
      createdAt: Date(timeIntervalSince1970: 1_767_225_600))
  }

  /// A client paging ``issues`` by offset, `perPage` a page, the page numbers asked for
  /// recorded in `log`; `failing` makes every read fail.
  static func client(perPage: Int = 10, log: PageLog = PageLog(), failing: Bool = false)
    -> ResourceClient<GitHubIssues.Issue, IssueDraft>
  {
    var client = ResourceClient<GitHubIssues.Issue, IssueDraft>.unimplemented
    client.page = { _, request in
      let start = request.continuation?.offset ?? 0
      log.pages.withLock { $0.append(start / perPage + 1) }
      if failing {
        throw NetworkError.unreachable(host: ShownHost(Self.server), reason: "connection refused")
      }
      let end = min(start + perPage, issues.count)
      let next: PageContinuation? = end < issues.count ? .offset(end) : nil
      return Page(items: Array(issues[start..<end]), totalCount: issues.count, next: next)
    }
    return client
  }

  static func store(
    _ client: ResourceClient<GitHubIssues.Issue, IssueDraft>, size: TerminalSize = size
  ) -> Store<IssuesBrowser> {
    Store(
      initialState: IssuesBrowser.State(
        repository: Repository(owner: "octo", name: "harbour"), pageSize: 10, size: size),
      reducer: IssuesBrowser(client: client))
  }

  static func screen(_ state: IssuesBrowser.State) -> [String] {
    let buffer = IssuesBrowserView(state: state, usesColor: false).buffer()
    return (0..<buffer.size.rows).map { buffer.text(ofRow: $0) }
  }

  @Test func showsTheFirstPageAsATableWithWhereTheCursorStands() async {
    let store = Self.store(Self.client())
    await store.send(.list(.appear))
    let lines = Self.screen(await store.state)
    #expect(lines[0].hasPrefix("octo/harbour · open issues"))
    #expect(lines[1].contains("#") && lines[1].contains("TITLE") && lines[1].contains("COMMENTS"))
    #expect(lines[2].hasPrefix("› 25  Issue 25"))
    #expect(lines[3].contains("24  Issue 24"))
    #expect(lines[11].hasPrefix("issue 25 · 1 of 10 · more to come"))
    #expect(lines[11].contains("q quit"))
  }

  @Test func movingNearTheEndLoadsTheNextPageAndGLoadsEveryPage() async {
    let log = PageLog()
    let store = Self.store(Self.client(log: log))
    await store.send(.list(.appear))
    #expect(log.pages.withLock { $0 } == [1])
    await store.send(.key(.character("j")))
    // Ten loaded, nine shown: the cursor is within a screen of the end.
    #expect(log.pages.withLock { $0 } == [1, 2])
    await store.send(.key(.character("G")))
    let state = await store.state
    #expect(state.list.items.count == 25)
    #expect(state.list.selectedRow?.number == Issue.Number(1))
    #expect(Self.screen(state)[11].hasPrefix("issue 1 · 25 of 25"))
  }

  @Test func searchesAndSortsTheIssuesLoaded() async {
    let store = Self.store(Self.client())
    await store.send(.list(.appear))
    for key in [Key.character("/"), .character("2"), .character("2"), .enter] {
      await store.send(.key(key))
    }
    var state = await store.state
    #expect(state.list.shownRows.map(\.number) == [Issue.Number(22)])
    #expect(Self.screen(state)[11].hasPrefix("1 of 10 match"))
    await store.send(.key(.escape))
    await store.send(.key(.character("S")))
    await store.send(.key(.character("c")))
    state = await store.state
    #expect(state.notice == "sorted by comments ↑")
    let comments = state.list.shownRows.map(\.comments)
    #expect(comments == comments.sorted())
    #expect(comments.count == state.list.items.count && comments.first == 0)
  }

  @Test func aKeyPressedWhileTheIssuesLoadIsPressedOnceTheyCame() async throws {
    let gate = Mutex<CheckedContinuation<Void, Never>?>(nil)
    let (asked, askedContinuation) = AsyncStream.makeStream(of: Void.self)
    let paged = Self.client()
    var client = paged
    client.page = { search, request in
      await withCheckedContinuation { continuation in
        gate.withLock { $0 = continuation }
        askedContinuation.yield()
      }
      return try await paged.page(search, request)
    }
    let store = Self.store(client)
    let appear = Task { await store.send(.list(.appear)) }
    var waits = asked.makeAsyncIterator()
    await waits.next()
    await store.send(.key(.enter))
    #expect(await store.state.list.cursor.heldKeys == [.enter])
    gate.withLock { $0?.resume() }
    await appear.value
    let state = await store.state
    #expect(state.list.cursor.heldKeys.isEmpty)
    #expect(state.notice == "#25 by lin · bug · 1 comment")
  }

  @Test func aFailureSaysWhyAndHowToTryAgain() async {
    let store = Self.store(Self.client(failing: true))
    await store.send(.list(.appear))
    let lines = Self.screen(await store.state)
    #expect(lines[1].hasPrefix("  Could not load issues:"))
    #expect(lines.contains { $0.hasPrefix("  Press r to try again.") })
  }

  @Test func qQuitsButIsTypedIntoTheSearch() async {
    let store = Self.store(Self.client())
    await store.send(.list(.appear))
    await store.send(.key(.character("/")))
    await store.send(.key(.character("q")))
    #expect(await store.state.ending == nil)
    #expect(await store.state.list.search?.bar.input.text == "q")
    await store.send(.key(.escape))
    await store.send(.key(.character("q")))
    #expect(await store.state.ending == .quit)
  }

  @Test func from120ColumnsTheIssueUnderTheCursorIsShownBesideTheList() async {
    let store = Self.store(Self.client(), size: TerminalSize(columns: 120, rows: 12))
    await store.send(.list(.appear))
    await store.send(.key(.character("j")))
    let lines = Self.screen(await store.state)
    #expect(lines[1].dropFirst(66).hasPrefix("│ Issue 24"))
    #expect(lines[3].dropFirst(66).hasPrefix("│ Issue     #24"))
    #expect(lines[4].dropFirst(66).hasPrefix("│ Author    ada"))
    #expect(lines[5].dropFirst(66).hasPrefix("│ Comments  0"))
  }

  @Test func qWaitsBehindTheKeysHeldAndTheSortsColumnAndCtrlCInterrupts() async {
    let store = Self.store(Self.client())
    await store.send(.key(.enter))
    await store.send(.key(.character("q")))
    // Before the issues came, Enter waited for them, and q behind it.
    #expect(await store.state.ending == nil)
    await store.send(.list(.appear))
    #expect(await store.state.ending == .quit)
    #expect(await store.state.notice == "#25 by lin · bug · 1 comment")
    let sorting = Self.store(Self.client())
    await sorting.send(.list(.appear))
    await sorting.send(.key(.character("S")))
    await sorting.send(.key(.character("q")))
    #expect(await sorting.state.ending == nil)
    #expect(await sorting.state.notice?.hasPrefix("not sorted: q is no column") == true)
    await sorting.send(.key(.control("c")))
    #expect(await sorting.state.ending == .interrupted)
  }

  @Test func rAsksAgainForEveryPageLoadedAndKeepsTheCursor() async {
    let log = PageLog()
    let store = Self.store(Self.client(log: log))
    await store.send(.list(.appear))
    for _ in 0..<5 { await store.send(.key(.character("j"))) }
    #expect(await store.state.list.items.count == 20)
    await store.send(.key(.character("r")))
    let state = await store.state
    #expect(state.list.items.count == 20)
    #expect(state.list.selectedRow?.number == Issue.Number(20))
    #expect(state.notice == "up to date")
    #expect(log.pages.withLock { $0 } == [1, 2, 1, 2])
  }

  @Test func fitsFortyColumnsWithTheTitleGivingWay() async {
    let store = Self.store(Self.client(), size: TerminalSize(columns: 40, rows: 10))
    await store.send(.list(.appear))
    let lines = Self.screen(await store.state)
    #expect(lines.allSatisfy { $0.displayWidth <= 40 })
    #expect(lines[2].hasPrefix("› 25  Issue 25"))
  }
}

/// The page numbers a client was asked for, in order.
final class PageLog: Sendable {
  let pages = Mutex<[Int]>([])
}
