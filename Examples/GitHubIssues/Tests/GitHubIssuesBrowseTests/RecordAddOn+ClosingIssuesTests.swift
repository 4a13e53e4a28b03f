import BrowseKit
import Features
import GitHubIssuesBrowse
import TerminalKit
import Testing

/// `x` on GitHub's issues, in the browser of the issues' catalog on a store: it closes the
/// issue under the list's cursor, or the one opened, with a `PATCH` of `state`, says so, and
/// reads the list, or the issue, again; a refusal is said and leaves the issue listed.
@Suite(.timeLimit(.minutes(1))) struct RecordAddOnClosingIssuesTests {
  static let size = TerminalSize(columns: 100, rows: 24)
  static let close = #"PATCH repos/octo/harbour/issues/7 {"state":"closed"}"#

  static func browser(_ server: HarbourIssues) -> Store<BrowseFeature> {
    let catalog = ResourceCatalog.gitHubIssues(of: HarbourIssues.repository)
    let setup = BrowseSetup(
      runtime: .inert, clock: ContinuousClock(), isOffline: false, baseURL: nil,
      catalog: catalog, collections: server.collections)
    return Store(
      initialState: BrowseState(size: size, catalog: catalog), reducer: BrowseFeature(setup: setup))
  }

  static func rows(_ state: BrowseState) -> [String] {
    let screen = BrowseView(state: state, usesColor: false).render()
    return (0..<size.rows).map { screen.text(ofRow: $0) }
  }

  @Test func xClosesTheIssueUnderTheCursorAndTheListReadsAgainWithoutIt() async {
    let server = HarbourIssues()
    let store = Self.browser(server)
    await store.send(.start)
    let before = Self.rows(await store.state)
    #expect(before.contains { $0.contains("Crash on a tide above 10 m") })
    #expect(before.last?.contains("x close") == true, "the hint in the status line")
    #expect(await store.state.shown.kind.name == "an issue in a list")

    await store.send(.key(.character("x")))

    #expect(server.writes == [Self.close])
    #expect(await store.state.notice == "Closed issue #7.")
    let after = Self.rows(await store.state)
    #expect(!after.contains { $0.contains("Crash on a tide") })
    #expect(after.contains { $0.contains("Show the tides of the week") })
  }

  @Test func xOnAnOpenedIssueClosesItAndReadsItAgain() async {
    let server = HarbourIssues()
    let store = Self.browser(server)
    await store.send(.start)
    await store.send(.key(.enter))
    #expect(await store.state.shown.kind.name == "an issue")
    #expect(Self.rows(await store.state).last?.contains("x close") == true)

    await store.send(.key(.character("x")))

    #expect(server.writes == [Self.close])
    #expect(server.requests.last == "GET repos/octo/harbour/issues/7", "read again")
    #expect(await store.state.notice == "Closed issue #7.")
    #expect(Self.rows(await store.state).contains { $0.contains("state") && $0.contains("closed") })
  }

  @Test func aRefusedCloseIsSaidAndTheIssueStaysListed() async throws {
    let server = HarbourIssues(refusingCloses: true)
    let store = Self.browser(server)
    await store.send(.start)

    await store.send(.key(.character("x")))

    #expect(server.writes == [Self.close])
    let notice = try #require(await store.state.notice)
    #expect(notice.hasPrefix("could not close issue #7: "))
    #expect(Self.rows(await store.state).contains { $0.contains("Crash on a tide above 10 m") })
  }
}
