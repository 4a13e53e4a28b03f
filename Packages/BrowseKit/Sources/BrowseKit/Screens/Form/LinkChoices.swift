import Features
import JSONCoding
import ScreenKit

/// Where a form's link fields find their choices: every record of the resource a field links
/// to, read page after page, and the name of the record a field names.
public struct LinkChoices: Sendable {
  public init(collections: RecordCollections, idField: String) {
    self.collections = collections
    self.idField = idField
  }

  /// The records asked for at a time.
  public static let pageSize = 500

  public let collections: RecordCollections
  /// The member that identifies a record.
  public let idField: String

  /// Every record of `resource` that has an id, in the server's order: its pages of
  /// ``pageSize`` until the last, however the server pages them, or the whole list from a
  /// server that does not page it, read by `PageWalk`'s rules (a page that repeats the one
  /// before, or a next page asked for before, ends the reading).
  public func all(of resource: BrowsedResource) async throws -> [LinkChoice] {
    let read = try await collections.client(of: resource).allRecords(pageSize: Self.pageSize)
    return read.items.compactMap { LinkChoice($0, idField: idField) }
  }

  /// The name or title of the record `id` of `resource`; `nil` when it has none, or when it
  /// could not be read.
  public func name(of id: String, in resource: BrowsedResource) async -> String? {
    guard let record = try? await collections.client(of: resource).record(id) else { return nil }
    return RecordColumns.name(of: record)
  }
}
