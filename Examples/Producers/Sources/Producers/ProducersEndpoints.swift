import Foundation
import HTTPClient

/// The catalogue's endpoints, for the `HTTPClient` core: both answer inside `{"response": …}`.
public enum ProducersEndpoints {
  /// `GET /2/producers?page=N&per_page_limit=M`: page `number` (from 1) of `size` producers,
  /// read record by record from `response`; an empty page past the last.
  public static func page(_ number: Int, size: Int) -> Endpoint<ListPayload<Producer>> {
    .list(
      ["2", "producers"],
      query: [
        URLQueryItem(name: "page", value: "\(number)"),
        URLQueryItem(name: "per_page_limit", value: "\(size)"),
      ],
      resource: "producers", member: "response")
  }

  /// `GET /2/producers/{id}`: one producer, inside `{"response": {…}}`; a `404` is the
  /// producer not found.
  public static func producer(_ id: Producer.ID) -> Endpoint<ProducersResponse<Producer>> {
    .get(
      ["2", "producers", "\(id.rawValue)"], resource: "producer",
      item: Endpoint.Item(resource: "producer", id: "\(id.rawValue)"))
  }
}
