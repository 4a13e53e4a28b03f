import Foundation
import HTTPClient

/// A producer of the catalogue API these tests stand in for: a small record that knows no
/// particular API.
struct Producer: Codable, Sendable, Equatable {
  var id: Int
  var name: String
}

/// The catalogue's paging: numbered from 1, no count, an empty page past the last.
let catalogue = Paging.numbered(
  page: "page", size: "per_page_limit", total: nil, endsWhenEmpty: true)

/// The catalogue's pages, as its interface module declares them:
/// `GET /2/producers?page=N&per_page_limit=M`, answered `{"response": [...]}`.
func producers(_ request: PageRequest) -> Endpoint<Page<Producer>> {
  .page(
    ["2", "producers"], resource: "producers", member: "response", paging: catalogue,
    request: request)
}

/// The catalogue's page `page` of `size` producers as a list alone, for a session's
/// `page(_:number:size:endsWhenEmpty:timeout:)`.
func producers(page: Int, size: Int) -> Endpoint<ListPayload<Producer>> {
  .list(
    ["2", "producers"],
    query: [
      URLQueryItem(name: "page", value: "\(page)"),
      URLQueryItem(name: "per_page_limit", value: "\(size)"),
    ],
    resource: "producers", member: "response")
}

/// One producer, as the catalogue's interface module declares it: `GET /2/producers/{id}`.
func producer(_ id: Int) -> Endpoint<Producer> {
  .get(
    ["2", "producers", "\(id)"], resource: "producer",
    item: Endpoint.Item(resource: "producer", id: "\(id)"))
}
