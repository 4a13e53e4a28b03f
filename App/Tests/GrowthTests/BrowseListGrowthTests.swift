import Browse
import Features
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

extension Growth {
  /// The browser's Posts tab, the generic list of a resource, over n and 16 n posts loaded: a
  /// search typed, a sort chosen, and keys pressed through the browser, and the rows its view
  /// reads.
  @Suite struct BrowseList {
    static let posts = BrowsedResource(name: "posts")
    static let tab = BrowseTab(posts)
    static let catalog = ResourceCatalog(resources: [posts])
    static let feature = BrowseFeature(
      setup: BrowseSetup(
        runtime: .inert, clock: ContinuousClock(), isOffline: false, baseURL: nil,
        catalog: catalog, collections: .unimplemented))

    /// `count` posts in their list's order, their titles in another.
    static func rows(_ count: Int) -> [RecordRow] {
      (1...max(count, 1)).map { id in
        let record: JSONObject = [
          "userId": .number(JSONNumber(id % 10 + 1)), "id": .number(JSONNumber(id)),
          "title": .string("Post \(id * 7919 % 100_003) on pagination"),
          "body": .string("A careful editor measured the shared calendar one step at a time."),
        ]
        return RecordRow(record, of: posts, position: id - 1, idField: "id")
      }
    }

    /// The browser on the tab, `rows` loaded as its one page, none to come.
    static func browser(_ rows: [RecordRow]) -> BrowseState {
      var state = BrowseState(size: TerminalSize(columns: 100, rows: 40), catalog: catalog)
      for action in [
        FeedFeature<RecordRow>.Action.loadNextPage,
        .pageResponse(page: 1, .success(Page(items: rows, totalCount: rows.count))),
      ] {
        let list = OpenedScreen.Action(RecordsScreen.Action.resource(.feed(action)))
        _ = feature.reduce(into: &state, action: .lists(TabLists.Action(tab, list)))
      }
      return state
    }

    /// Presses `keys` in turn, and returns the rows the list shows after them.
    static func press(_ keys: [Key], on state: BrowseState) -> [RecordRow] {
      var state = state
      for key in keys {
        _ = feature.reduce(into: &state, action: .key(key))
      }
      return state.lists.list(tab, as: RecordsScreen.State.self)?.shownRows ?? []
    }

    @Test func aSearchIsTypedInLinearTime() async throws {
      let browsers = Inputs { Self.browser(Self.rows($0)) }
      let measurement = try await GrowthCheck(
        name: "app browse, search", bound: 32, size: 400, prepare: { _ = browsers($0) }
      ) { count in
        let shown = Self.press(
          [.character("/"), .character("7"), .character("9")], on: browsers(count))
        try #require(!shown.isEmpty && shown.count < count, "the search keeps some posts")
      }.check()

      check(measurement.passes, "\(measurement)")
    }

    /// A key pressed through the whole browser (its keys, the tab it goes to, the list held as
    /// a screen of any type) costs the same however many rows the list holds: n keys on n posts
    /// take linear time.
    @Test func keysThroughTheBrowserCostTheSameWhateverTheRows() async throws {
      let browsers = Inputs { Self.browser(Self.rows($0)) }
      let measurement = try await GrowthCheck(
        name: "app browse, keys through the browser", bound: 40, size: 400,
        prepare: { _ = browsers($0) }
      ) { count in
        var state = browsers(count)
        for _ in 0..<count {
          _ = Self.feature.reduce(into: &state, action: .key(.character("j")))
        }
        let list = state.lists.list(Self.tab, as: RecordsScreen.State.self)
        try #require(list?.cursor.row == count - 1)
      }.check()

      check(measurement.passes, "\(measurement)")
    }

    @Test func aSortIsChosenInNLogNTime() async throws {
      let browsers = Inputs { Self.browser(Self.rows($0)) }
      let measurement = try await GrowthCheck(
        name: "app browse, sort", bound: 40, size: 400, prepare: { _ = browsers($0) }
      ) { count in
        let shown = Self.press([.character("S"), .character("t")], on: browsers(count))
        try #require(shown.count == count)
        let title = { (row: RecordRow?) in row?.fields["title"]?.string ?? "" }
        try #require(title(shown.first) <= title(shown.last))
      }.check()

      check(measurement.passes, "\(measurement)")
    }
  }
}
