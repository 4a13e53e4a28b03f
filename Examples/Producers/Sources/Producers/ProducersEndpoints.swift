import Foundation
import HTTPClient

/// The catalogue's endpoints, for the `HTTPClient` core: both answer inside `{"response": …}`.
public enum ProducersEndpoints {
  /// How the catalogue pages: `page` from 1 and `per_page_limit`, with no count, and an empty
  /// page past the last.
  public static let paging = Paging.numbered(
    page: "page", size: "per_page_limit", total: nil, endsWhenEmpty: true)

  /// `GET /2/producers?page=N&per_page_limit=M`: page `number` (from 1) of `size` producers,
  /// read record by record from `response`.
  public static func page(_ number: Int, size: Int) -> Endpoint<Page<Producer>> {
    .page(
      ["2", "producers"], resource: "producers", member: "response", paging: paging,
      request: PageRequest(continuation: .number(number), size: size))
  }

  /// `GET /2/producers/{id}`: one producer, inside `{"response": {…}}`; a `404` is the
  /// producer not found.
  public static func producer(_ id: Producer.ID) -> Endpoint<ProducersResponse<Producer>> {
    .get(
      ["2", "producers", "\(id.rawValue)"], resource: "producer",
      item: Endpoint.Item(resource: "producer", id: "\(id.rawValue)"))
  }
}
