import Features
import GitHubIssues
import Models
import ScreenKit
import TerminalKit

/// A repository's open issues as ScreenKit's generic list screen.
public typealias IssuesListScreen = ListScreen<IssuesList>

/// A repository's open issues as a ``ListScreen`` shows them: the issues feed's pages, the next
/// one asked for as the cursor nears the end of those loaded, and every remaining one once `G`
/// heads for the end. The screen adds the cursor, the keys held while pages come, search, sort
/// and the retry.
public struct IssuesList: ListResource {
  public typealias State = IssuesFeedFeature.State
  public typealias Action = IssuesFeedFeature.Action
  public typealias Target = Issue.Number
  public typealias Delegate = IssuesMessage

  public static let rowName = "issue"
  public static let rowsName = "issues"
  public static let headerRows = 1
  public static let columns: [SortColumn<Issue>] = [
    SortColumn("n", "number", header: "#") { .number($0.number.rawValue) },
    SortColumn("t", "title", header: "TITLE") { .folding($0.title) },
    SortColumn("a", "author", header: "AUTHOR") { .folding($0.author) },
    SortColumn("c", "comments", header: "COMMENTS") { .number($0.comments) },
  ]

  private let feed: IssuesFeedFeature

  /// The open issues that `client` reads, a client of ``GitHubResources/openIssues(in:)``.
  public init(client: ResourceClient<Issue, IssueDraft>) {
    feed = IssuesFeedFeature(client: client)
  }

  public static func id(of row: Issue) -> Issue.Number { row.number }
  public static func rows(_ state: Screen.State) -> [Issue] { state.items }
  public static func isLoading(_ state: Screen.State) -> Bool { state.resource.isLoading }
  public static func failure(_ state: Screen.State) -> LoadFailure? { state.resource.failure }

  public static func moreRowsMayCome(_ state: Screen.State) -> Bool {
    state.resource.isLoading || (state.resource.hasMore && state.resource.failure == nil)
  }

  public func appear(_ state: inout Screen.State) -> Effect<Screen.Action> {
    state.loadOnce { run(.loadNextPage, &$0) }
  }

  /// Asks the server again for every page loaded, each updated in place: the cursor stays.
  public func reload(_ state: inout Screen.State) -> Effect<Screen.Action> {
    run(.revalidate, &state)
  }

  public func retry(_ state: inout Screen.State) -> Effect<Screen.Action> {
    run(.retry, &state)
  }

  public func reduce(_ action: Action, _ state: inout Screen.State) -> Effect<Screen.Action> {
    run(action, &state)
  }

  /// The next page once the cursor is within a screen of the end of the issues loaded, or
  /// every remaining page while it heads for the end (`G`).
  public func cursorMoved(_ state: inout Screen.State) -> Effect<Screen.Action> {
    let feed = state.resource
    guard feed.hasMore, !feed.isLoading, feed.failure == nil else { return .none }
    if state.cursor.headsForTheEnd { return run(.loadRemainingPages, &state) }
    let target = state.cursor.target ?? state.cursor.row
    guard target >= feed.items.count - state.visibleRows else { return .none }
    return run(.loadNextPage, &state)
  }

  /// Runs `action` on the feed, then keeps the cursor on the issues shown; once a page came
  /// and nothing else loads, says what a refresh found and asks for the next page if the
  /// cursor still nears the end.
  private func run(_ action: Action, _ state: inout Screen.State) -> Effect<Screen.Action> {
    let effect = feed.reduce(into: &state.resource, action: action).map(Screen.Action.resource)
    state.indexSearch()
    state.followCursor()
    guard case .pageResponse(_, let result) = action, !state.resource.isLoading else {
      return effect
    }
    let rows = (try? result.get()).map { _ in state.items }
    let answered = state.answered(rows, by: self, isOffline: false) { _ in .none }
    return .merge(effect, answered, cursorMoved(&state))
  }

  /// The list's keys: Enter says which issue is under the cursor, then the search, the sort,
  /// `r` and the moves every list shares.
  public static let keys = KeyTable<Screen, Screen.State, Effect<Screen.Action>>(
    [
      ListKeys.open(
        "say the issue's author, labels and comments", nothing: "no issue",
        hasItem: { $0.selectedRow != nil }
      ) { _, state in
        guard let issue = state.selectedRow else { return .none }
        return .send(.delegate(.notice(summary(of: issue))))
      }
    ] + ListKeys.searching("search the titles and descriptions") + [
      ListKeys.sort(),
      // After a page failed under the issues shown, `r` asks for that page again.
      ListKeys.refresh { screen, state in
        if state.resource.failure != nil, !state.items.isEmpty {
          return screen.resource.retry(&state)
        }
        state.baseline = state.items
        return screen.resource.reload(&state)
      },
    ] + ListKeys.moves())

  /// `#12 by ada · bug, docs · 3 comments`.
  static func summary(of issue: Issue) -> String {
    let labels = issue.labels.isEmpty ? "" : " · " + issue.labels.joined(separator: ", ")
    let comments = issue.comments == 1 ? "1 comment" : "\(issue.comments) comments"
    return "#\(issue.number.rawValue) by \(issue.author)\(labels) · \(comments)"
      .sanitizedForTerminalLine
  }

  /// The issues as a table of the columns, in the order given: the title gives way first,
  /// then the author, and text from the server is made safe to draw.
  public static func table(_ issues: [Issue]) -> TextTable {
    TextTable(
      columns: [
        TextTable.Column("#", alignment: .trailing, shrinkPriority: nil, importance: 2),
        TextTable.Column("TITLE", minimumWidth: 20, importance: 3),
        TextTable.Column("AUTHOR", minimumWidth: 8, importance: 1),
        TextTable.Column("COMMENTS", alignment: .trailing, shrinkPriority: nil),
      ],
      rowCount: issues.count
    ) { index in
      let issue = issues[index]
      return [
        TextTable.Cell(String(issue.number.rawValue)),
        TextTable.Cell(issue.title.sanitizedForTerminalLine),
        TextTable.Cell(issue.author.sanitizedForTerminalLine),
        TextTable.Cell(String(issue.comments)),
      ]
    }
  }
}
