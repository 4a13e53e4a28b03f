import Features
import JSONCoding

@testable import Browse
@testable import BrowseKit

/// A shop's API for the record screen's tests: customers, their orders, reviews whose fields
/// are not known, and warehouses, which name no customer.
enum Shop {
  static let customers = BrowsedResource(name: "customers")
  static let orders = BrowsedResource(name: "orders")
  static let reviews = BrowsedResource(name: "reviews")
  static let warehouses = BrowsedResource(name: "warehouses")

  static let catalog = ResourceCatalog(
    resources: [customers, orders, reviews, warehouses],
    fields: [
      "customers": ["id", "name", "email", "address", "tags", "note"],
      "orders": ["id", "customerId", "placed", "items"],
      "warehouses": ["id", "city"],
    ])

  static let ada = """
    {"note": "Prefers letters to email.", "tags": ["vip", "retail", "new"], "email": "ada@lovelace.example",
     "address": {"street": "12 rue Mercière", "grid": {"x": 45.76, "y": 4.83}},
     "name": "Ada Lovelace", "id": 7}
    """

  static let order = """
    {"id": "A-7", "customerId": 7, "placed": "2026-03-14",
     "items": [{"sku": "TEA-01", "quantity": 2}, {"sku": "CUP-05", "quantity": 1}]}
    """

  /// The shop's server: Ada, customer 7, with two orders, one of them A-7.
  static func server(_ more: [String: String] = [:], refusing: Set<String> = []) -> RecordServer {
    RecordServer(
      [
        "customers/7": ada,
        "orders/A-7": order,
        "customers/7/orders": "[\(order), {\"id\": \"B-2\", \"customerId\": 7}]",
      ].merging(more) { $1 }, refusing: refusing)
  }

  /// The key of record `id` of `resource`.
  static func key(_ resource: BrowsedResource, _ id: String) -> RecordKey {
    RecordKey(resource: resource, id: id)
  }

  /// The page `server` gives of `key`, read as the screen reads it.
  static func page(
    _ key: RecordKey, from server: RecordServer, catalog: ResourceCatalog = catalog
  ) async throws -> RecordPage {
    try await RecordReading(collections: server.client, catalog: catalog).page(key)
  }
}
