import Foundation
import HTTPClient

/// The catalogue's resource, described once: `GET /2/producers?page=…&per_page_limit=…`
/// answered `{"response": […]}`, pages from 1 to an empty one, and a producer's own answer
/// `{"response": {…}}`. The catalogue is read only.
public enum ProducersResources {
  /// `/2/producers`: listed and read.
  public static let producers = ResourceDescription<Producer, Never>(
    path: ["2", "producers"], singular: "producer", member: "response",
    recordMember: "response",
    paging: .numbered(page: "page", size: "per_page_limit", total: nil, endsWhenEmpty: true))
}
