import Foundation

/// The records of another resource that point to a record with their foreign key, as the
/// server lists them at `path`: `customers/7/orders`.
public struct RecordRelation: Sendable, Hashable {
  public init(resource: BrowsedResource, path: [String], count: Count) {
    self.init(resource: resource, path: path, filters: [], count: count)
  }

  /// The records of `resource` at `path` that `filters` pick: its own list's whose foreign key
  /// names the record (`loans.json?book_id=1`), where the server has no path below the record.
  public init(
    resource: BrowsedResource, path: [String], filters: [URLQueryItem], count: Count
  ) {
    self.resource = resource
    self.path = path
    self.filters = filters
    self.count = count
  }

  public enum Count: Sendable, Hashable {
    case exactly(Int)
    /// At least these: a page full of them, and the server did not say how many in all.
    case atLeast(Int)
    /// They could not be counted: the server could not be asked, or answered otherwise.
    case unknown
  }

  public var resource: BrowsedResource
  public var path: [String]
  /// The query parameters that pick the records at `path`; none for a path below the record.
  public var filters: [URLQueryItem] = []
  public var count: Count

  /// The list of the records, named after the record they point to: `orders of customer 7`.
  public func query(pointingTo key: RecordKey) -> RecordsQuery {
    RecordsQuery(
      resource: resource, path: path, filters: filters, title: "\(resource.name) of \(key)")
  }
}
