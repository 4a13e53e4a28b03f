import Browse
import Features
import JSONCoding
import ScreenKit
import TerminalKit
import Testing

extension Growth {
  /// A resource's tab in the browser, its pages coming one after another: each appended
  /// through the browser and drawn costs what the page holds, not what is loaded, so n pages
  /// take linear time.
  @Suite struct BrowseResourceFeed {
    static let reviews = BrowsedResource(name: "reviews")
    static let tab = BrowseTab(reviews)
    static let pageSize = RecordsList.pageSize

    /// `count` pages of reviews, as the tab's feed reads them.
    static func pages(_ count: Int) -> [Page<RecordRow>] {
      (0..<max(count, 1)).map { number in
        let rows = (0..<pageSize).map { place in
          let id = number * pageSize + place + 1
          let record: JSONObject = [
            "id": .number(JSONNumber(id)), "productId": .number(JSONNumber(id % 500)),
            "title": .string("Review \(id * 7919 % 100_003) of a sturdy kettle"),
            "body": .string("A careful reader measured the shared calendar one step at a time."),
            "rating": .number(JSONNumber(id % 5 + 1)), "verified": .bool(id % 2 == 0),
          ]
          return RecordRow(record, of: reviews, position: id - 1, idField: "id")
        }
        return Page(items: rows, totalCount: count * pageSize, next: .number(number + 2))
      }
    }

    @Test func pagesAppendedAndDrawnTakeTimeInProportionToThePages() async throws {
      let inputs = Inputs { Self.pages($0) }
      let catalog = ResourceCatalog(resources: [Self.reviews])
      let feature = BrowseFeature(
        setup: BrowseSetup(
          runtime: .inert, clock: ContinuousClock(), isOffline: false, baseURL: nil,
          catalog: catalog, records: .unimplemented))
      let size = TerminalSize(columns: 100, rows: 40)
      let measurement = try await GrowthCheck(
        name: "app browse, a resource's pages appended and drawn", bound: 32, size: 4,
        prepare: { _ = inputs($0) }
      ) { count in
        var state = BrowseState(size: size, catalog: catalog)
        func send(_ action: FeedFeature<RecordRow>.Action) {
          let list = OpenedScreen.Action(RecordsScreen.Action.resource(.feed(action)))
          _ = feature.reduce(into: &state, action: .lists(TabLists.Action(Self.tab, list)))
        }
        for (index, page) in inputs(count).enumerated() {
          send(.loadNextPage)
          send(.pageResponse(page: index + 1, .success(page)))
          _ = BrowseView(state: state, usesColor: false).render()
        }
        let list = state.lists.list(Self.tab, as: RecordsScreen.State.self)
        try #require(list?.feed.items.count == count * Self.pageSize)
      }.check()

      #expect(measurement.passes, "\(measurement)")
    }
  }
}
