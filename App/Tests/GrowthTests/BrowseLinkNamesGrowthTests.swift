import Browse
import Foundation
import HTTPClient
import JSONCoding
import TestSupport
import Testing

extension Growth {
  /// A generic list's pages named by the records their rows link to (a review's product): each
  /// page costs what it holds, whatever the pages before it, and the names read beside it are
  /// one page of the linked resource, not every record of it.
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
  }
}
