import Browse
import Features
import Foundation
import HTTPClient
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

extension Growth {
  /// A generic list's pages named by the records their rows link to (a review's product): each
  /// page costs what it holds, whatever the pages before it, and the names read beside it are
  /// one page of the linked resource, not every record of it; `G` asks for each linked record
  /// once in a run, whatever the pages.
  @Suite struct BrowseLinkNames {
    static let reviews = BrowsedResource(name: "reviews")
    static let products = BrowsedResource(name: "products")
    static let catalog = ResourceCatalog(
      resources: [reviews, products],
      fields: ["reviews": ["id", "productId", "title"], "products": ["id", "name"]])

    /// The first page of the products, 100 of them, as a server of json-server's kind answers
    /// it.
    static let collections = RecordCollections.answering { _ in
      let products = (1...RecordLinkNames.namesPageSize).map { id -> JSONValue in
        .object(["id": .number(JSONNumber(id)), "name": .string("Kettle \(id)")])
      }
      return (JSONValue.array(products).serialized(), nil)
    }

    /// How a review links to its product: by a foreign key, or by a JSON:API relationship,
    /// found in the rows.
    enum Link: String, CaseIterable, Sendable {
      case foreignKey = "productId"
      case relationship = "product"

      func value(_ id: Int) -> JSONValue {
        switch self {
        case .foreignKey: .number(JSONNumber(id))
        case .relationship: ResourceIdentifier(type: "products", id: "\(id)").value
        }
      }
    }

    @Test(arguments: Link.allCases)
    func pagesNamedTakeTimeInProportionToThePages(link: Link) async throws {
      let names = RecordLinkNames(of: Self.reviews, in: Self.catalog)
      let inputs = Inputs { count in
        BrowseResourceFeed.pages(count).map { page in
          Page(
            items: page.items.map { row -> RecordRow in
              let id = Int(row.id ?? "") ?? 1
              var fields = row.fields
              fields["productId"] = nil
              fields[link.rawValue] = link.value(id % 100 + 1)
              return RecordRow(fields, of: Self.reviews, position: id - 1, idField: "id")
            })
        }
      }
      let measurement = try await GrowthCheck(
        name: "app browse, a resource's pages named by their links (\(link.rawValue))", bound: 32,
        size: 4, prepare: { _ = inputs($0) }
      ) { count in
        for page in inputs(count) {
          let named = try await names.named(
            { page }, fields: Self.catalog.fields["reviews"], through: Self.collections,
            idField: "id")
          try #require(named.items.first?.linkNames[link.rawValue]?.hasPrefix("Kettle") == true)
        }
      }.check()

      check(measurement.passes, "\(measurement)")
    }

    /// The products the reviews link to: the first page's 100, then 50 read alone.
    static let linkedProducts = RecordLinkNames.namesPageSize + RecordLinkNames.idsReadAlone

    /// The requests of `G` on `pages` pages of reviews (of ``RecordsList/remainingPageSize``),
    /// each review linking the product `id % 150 + 1`, served as json-server pages them: how
    /// many asked for reviews, and how many for products.
    static func requestsOfG(pages: Int) async -> (reviews: Int, products: Int) {
      let total = max(pages, 1) * RecordsList.remainingPageSize
      let asked = LockedValue<[String]>([])
      let collections = RecordCollections.answering { endpoint in
        let path = endpoint.pathComponents.joined(separator: "/")
        asked.withLock { $0.append(path) }
        let query = Dictionary(endpoint.queryItems.map { ($0.name, $0.value ?? "") }) { $1 }
        let product = { (id: Int) -> JSONValue in
          .object(["id": .number(JSONNumber(id)), "name": .string("Kettle \(id)")])
        }
        guard path == "reviews" else {
          let id = path.split(separator: "/").last.flatMap { Int($0) }
          let body = id.map(product) ?? .array((1...RecordLinkNames.namesPageSize).map(product))
          return (body.serialized(), nil)
        }
        let limit = query["_limit"].flatMap { Int($0) } ?? total
        let page = query["_page"].flatMap { Int($0) } ?? 1
        let ids = (1...total).dropFirst((page - 1) * limit).prefix(limit)
        let reviews = ids.map { id -> JSONValue in
          .object([
            "id": .number(JSONNumber(id)), "title": .string("Review \(id)"),
            "productId": .number(JSONNumber(id % Self.linkedProducts + 1)),
          ])
        }
        return (
          JSONValue.array(reviews).serialized(),
          HTTPResponseHead(status: 200, headers: ["X-Total-Count": "\(total)"])
        )
      }
      var state = RecordsScreen.State(
        query: RecordsQuery(tab: Self.reviews), idField: "id",
        fieldNames: Self.catalog.fields["reviews"], size: TerminalSize(columns: 100, rows: 40))
      state.linkNames = RecordLinkNames(of: Self.reviews, in: Self.catalog)
      let store = Store(
        initialState: state, reducer: RecordsScreen(collections: collections, isOffline: false))
      await store.send(.appear)
      await store.send(.key(.character("G")))
      let paths = asked.current
      return (
        paths.count { $0 == "reviews" }, paths.count { $0.hasPrefix("products") }
      )
    }

    @Test func gAsksForEachLinkedRecordOnceWhateverThePages() async throws {
      let measurement = try await GrowthCheck(
        name: "app browse, G on a resource whose records link to another", bound: 32, size: 1,
        prepare: { _ in }
      ) { pages in
        let requests = await Self.requestsOfG(pages: pages)
        try #require(requests.products <= 1 + RecordLinkNames.idsReadAlone, "\(requests)")
      }.check()
      check(measurement.passes, "\(measurement)")

      // The requests themselves, at n and 16 n pages: those of the reviews grow as the pages
      // do, and each product is asked for once (its first page, then the 50 it lacks).
      let small = await Self.requestsOfG(pages: 2)
      let large = await Self.requestsOfG(pages: 32)
      checkEqual(small.products, 1 + RecordLinkNames.idsReadAlone, "at n: \(small)")
      checkEqual(large.products, small.products, "at 16n: \(large)")
      check(
        large.reviews > small.reviews
          && large.reviews + large.products <= 16 * (small.reviews + small.products),
        "the requests grow as the pages do: \(small) at n, \(large) at 16n")
    }
  }
}
