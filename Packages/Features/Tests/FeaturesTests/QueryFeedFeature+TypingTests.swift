import Dependencies
import TestSupport
import Testing

@testable import Features

/// What the text typed does to the query paged, whatever pages it: the one copy that the feed
/// with a query and the searchable list whose server searches both run.
@Suite(.timeLimit(.minutes(1)))
struct QueryFeedFeatureTypingTests {
  /// A query of notes by the text of their titles.
  struct TitleQuery: SearchQuery {
    var text = ""

    var searchText: String { text }
    func searching(_ text: String) -> TitleQuery { TitleQuery(text: text) }
  }

  /// A pager's state: the query paged, the text typed, and how often paging started again.
  struct Pager {
    var query = TitleQuery()
    var search = SearchText("")
    var starts: [TitleQuery] = []
  }

  private typealias Typing = QueryFeedFeature<TitleQuery, Note>.Typing<Pager, TitleQuery>

  private let typing = Typing(
    pause: SearchPause(duration: .milliseconds(300), clock: ImmediateClock()), query: \.query,
    search: \.search, asking: { $0 })

  /// Notes that paging started again for the state's query.
  private func start(_ pager: inout Pager) -> Effect<TitleQuery> {
    pager.starts.append(pager.query)
    return .none
  }

  @Test func textTypedAsksForTheQuerySearchingItOnceThePauseIsOver() async {
    var pager = Pager()

    let effect = typing.textChanged(" harbour ", in: &pager, start: start)

    checkEqual(pager.search, SearchText(" harbour "))
    checkEqual(pager.query, TitleQuery(), "not until the pause is over")
    check(pager.starts.isEmpty)
    await checkEqual(effect.actions(), [TitleQuery(text: "harbour")])
  }

  @Test func emptiedTextPagesTheQueryWithoutATextAtOnce() async {
    var pager = Pager(query: TitleQuery(text: "harbour"))

    let effect = typing.textChanged("  ", in: &pager, start: start)

    checkEqual(pager.query, TitleQuery())
    checkEqual(pager.starts, [TitleQuery()])
    check(await effect.actions().isEmpty)
  }

  @Test func theTextSearchedAlreadyAsksNothing() async {
    var pager = Pager(query: TitleQuery(text: "harbour"))

    let effect = typing.textChanged("harbour ", in: &pager, start: start)

    check(pager.starts.isEmpty)
    check(await effect.actions().isEmpty)
  }

  @Test func aNewQueryIsPagedAgain() {
    var pager = Pager()

    _ = typing.queryChanged(to: TitleQuery(text: "garden"), in: &pager, start: start)

    checkEqual(pager.query, TitleQuery(text: "garden"))
    checkEqual(pager.starts, [TitleQuery(text: "garden")])
  }
}
