import Features
import JSONCoding

/// Where a form's link fields find their choices: every record of the resource a field links
/// to, read page after page, and the name of the record a field names.
public struct LinkChoices: Sendable {
  public init(records: RecordsClient, idField: String) {
    self.records = records
    self.idField = idField
  }

  /// The records asked for at a time.
  public static let pageSize = 500

  public let records: RecordsClient
  /// The member that identifies a record.
  public let idField: String

  /// Every record of `resource` that has an id, in the server's order: its pages of
  /// ``pageSize`` until the last, or the whole list from a server that does not page it. A page
  /// that starts as the one before did ends the reading, as from a server that ignores the page
  /// asked for.
  public func all(of resource: BrowsedResource) async throws -> [LinkChoice] {
    var choices: [LinkChoice] = []
    var number = 1
    var firstOfPageBefore: JSONValue?
    while true {
      try Task.checkCancellation()
      let page = try await records.page(
        at: resource.pathComponents, number: number, size: Self.pageSize,
        resource: resource.name)
      let first = page.items.first?[idField]
      guard !page.items.isEmpty, number == 1 || first != firstOfPageBefore else { break }
      choices += page.items.compactMap { LinkChoice($0, idField: idField) }
      guard let next = page.next?.number, next > number else { break }
      number = next
      firstOfPageBefore = first
    }
    return choices
  }

  /// The name or title of the record `id` of `resource`; `nil` when it has none, or when it
  /// could not be read.
  public func name(of id: String, in resource: BrowsedResource) async -> String? {
    guard let record = try? await records.record(id, of: resource.path) else { return nil }
    return RecordRanking.name(of: record)
  }
}
