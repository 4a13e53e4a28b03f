import Foundation

/// The records of one resource in their served form, with the whole collection pre-encoded.
struct SampleTable: Sendable {
  /// The records, in the order the collection lists them.
  let records: [JSONValue]
  /// `records` serialized as one JSON array: the body of an unfiltered collection request.
  let body: Data
  private let positionsByID: [Int: Int]

  /// Creates a table of `records`; when two share an identifier, the first one is served.
  init(_ records: [some SampleRecord]) {
    self.records = records.map(\.json)
    self.body = JSONValue.array(self.records).serialized()
    self.positionsByID = Dictionary(
      records.enumerated().map { ($0.element.recordID, $0.offset) },
      uniquingKeysWith: { first, _ in first }
    )
  }

  /// The record whose `id` is `id`, if there is one.
  func record(withID id: Int) -> JSONValue? {
    positionsByID[id].map { records[$0] }
  }
}
