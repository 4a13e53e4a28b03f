import Browse
import Features
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

extension Growth {
  /// A resource's tab in the browser: its pages coming one after another, each appended
  /// through the browser and drawn, cost what the page holds, not what is loaded; keys on it
  /// sorted by a column cost what they draw, not what is loaded.
  @Suite struct BrowseResourceFeed {
    static let reviews = BrowsedResource(name: "reviews")
    static let tab = BrowseTab(reviews)
    static let pageSize = RecordsList.pageSize
    static let catalog = ResourceCatalog(resources: [reviews])
    static let feature = BrowseFeature(
      setup: BrowseSetup(
        runtime: .inert, clock: ContinuousClock(), isOffline: false, baseURL: nil,
        catalog: catalog, collections: .unimplemented))
    static let size = TerminalSize(columns: 100, rows: 40)

    /// `count` pages of reviews, as the tab's feed reads them; `withImages`, each with a
    /// photo of the kettle, `thumbnailUrl`.
    static func pages(_ count: Int, withImages: Bool = false) -> [Page<RecordRow>] {
      (0..<max(count, 1)).map { number in
        let rows = (0..<pageSize).map { place in
          let id = number * pageSize + place + 1
          let record: JSONObject = [
            "id": .number(JSONNumber(id)), "productId": .number(JSONNumber(id % 500)),
            "title": .string("Review \(id * 7919 % 100_003) of a sturdy kettle"),
            "body": .string("A careful reader measured the shared calendar one step at a time."),
            "rating": .number(JSONNumber(id % 5 + 1)), "verified": .bool(id % 2 == 0),
          ]
          var fields = record
          if withImages {
            let color = String(id * 2_654_435 % 0xFF_FFFF, radix: 16)
            let hex = String(repeating: "0", count: 6 - color.count) + color
            fields["thumbnailUrl"] = .string("https://via.placeholder.com/150/\(hex)")
          }
          return RecordRow(fields, of: reviews, position: id - 1, idField: "id")
        }
        return Page(items: rows, totalCount: count * pageSize, next: .number(number + 2))
      }
    }

    /// Runs `action` on the tab's feed, through the browser.
    static func send(_ action: FeedFeature<RecordRow>.Action, _ state: inout BrowseState) {
      let list = OpenedScreen.Action(RecordsScreen.Action.resource(.feed(action)))
      _ = feature.reduce(into: &state, action: .lists(TabLists.Action(tab, list)))
    }

    @Test func pagesAppendedAndDrawnTakeTimeInProportionToThePages() async throws {
      let inputs = Inputs { Self.pages($0) }
      let measurement = try await GrowthCheck(
        name: "app browse, a resource's pages appended and drawn", bound: 32, size: 4,
        prepare: { _ = inputs($0) }
      ) { count in
        var state = BrowseState(size: Self.size, catalog: Self.catalog)
        for (index, page) in inputs(count).enumerated() {
          Self.send(.loadNextPage, &state)
          Self.send(.pageResponse(page: index + 1, .success(page)), &state)
          _ = BrowseView(state: state, usesColor: false).render()
        }
        let list = state.lists.list(Self.tab, as: RecordsScreen.State.self)
        try #require(list?.feed.items.count == count * Self.pageSize)
      }.check()

      check(measurement.passes, "\(measurement)")
    }

    /// Every record loaded, filtered by its true/false field (`f`: the verified reviews): the
    /// rows the filter lets through are kept as the rows change, not found again for each key,
    /// so n keys on n pages take linear time (drawn once at the end, so that finding them again
    /// would stand out).
    @Test func keysOnAFilteredListCostTheSameWhateverTheRows() async throws {
      let browsers = Inputs { count in
        var state = BrowseState(size: Self.size, catalog: Self.catalog)
        let rows = Self.pages(count).flatMap(\.items)
        Self.send(.loadNextPage, &state)
        Self.send(
          .pageResponse(page: 1, .success(Page(items: rows, totalCount: rows.count))), &state)
        return state
      }
      let measurement = try await GrowthCheck(
        name: "app browse, keys on a resource filtered by a true/false field", bound: 40, size: 4,
        prepare: { _ = browsers($0) }
      ) { count in
        var state = browsers(count)
        _ = Self.feature.reduce(into: &state, action: .key(.character("f")))
        for _ in 0..<count {
          _ = Self.feature.reduce(into: &state, action: .key(.character("j")))
        }
        _ = BrowseView(state: state, usesColor: false).render()
        let list = try #require(state.lists.list(Self.tab, as: RecordsScreen.State.self))
        try #require(list.flags.filter == true && list.flags.field == "verified")
        try #require(list.selectedRow?.id == String(2 * (count + 1)))
      }.check()

      check(measurement.passes, "\(measurement)")
    }

    /// Every record loaded, each a photo, shown as tiles (`v`): each key moves over the tiles
    /// and draws those in sight, reading no others, so n keys on n pages take linear time.
    @Test func keysOnTilesCostTheSameWhateverTheRows() async throws {
      let browsers = Inputs { count in
        var state = BrowseState(size: Self.size, catalog: Self.catalog)
        let rows = Self.pages(count, withImages: true).flatMap(\.items)
        Self.send(.loadNextPage, &state)
        Self.send(
          .pageResponse(page: 1, .success(Page(items: rows, totalCount: rows.count))), &state)
        return state
      }
      let measurement = try await GrowthCheck(
        name: "app browse, keys on a resource of images shown as tiles", bound: 32, size: 4,
        prepare: { _ = browsers($0) }
      ) { count in
        var state = browsers(count)
        _ = Self.feature.reduce(into: &state, action: .key(.character("v")))
        for _ in 0..<count {
          _ = Self.feature.reduce(into: &state, action: .key(.character("j")))
          _ = BrowseView(state: state, usesColor: true).render()
        }
        let list = try #require(state.lists.list(Self.tab, as: RecordsScreen.State.self))
        try #require(list.tiles.showsTiles)
        try #require(list.selectedRow?.id == String(count * 5 + 1), "5 tiles to a row")
      }.check()

      check(measurement.passes, "\(measurement)")
    }

    /// Every record loaded, sorted by id the other way round from the server's order, the
    /// cursor on the first: the rows are sorted once, not again for each key, so n keys on n
    /// pages take linear time.
    @Test func keysOnASortedListCostTheSameWhateverTheRows() async throws {
      let browsers = Inputs { count in
        var state = BrowseState(size: Self.size, catalog: Self.catalog)
        let rows = Array(Self.pages(count).flatMap(\.items).reversed())
        let page = Page(items: rows, totalCount: rows.count)
        Self.send(.loadNextPage, &state)
        Self.send(.pageResponse(page: 1, .success(page)), &state)
        return state
      }
      let measurement = try await GrowthCheck(
        name: "app browse, keys on a sorted resource", bound: 40, size: 4,
        prepare: { _ = browsers($0) }
      ) { count in
        var state = browsers(count)
        for key in [Key.character("S"), .character("i"), .character("g")] {
          _ = Self.feature.reduce(into: &state, action: .key(key))
        }
        for _ in 0..<count {
          _ = Self.feature.reduce(into: &state, action: .key(.character("j")))
          _ = BrowseView(state: state, usesColor: false).render()
        }
        let list = try #require(state.lists.list(Self.tab, as: RecordsScreen.State.self))
        try #require(list.selectedRow?.id == String(count + 1))
      }.check()

      check(measurement.passes, "\(measurement)")
    }
  }
}
