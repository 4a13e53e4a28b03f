import HTTPClient

extension PathReading {
  /// What a reading of every page did not read as the server said, a line each, for a person to
  /// know the records are not all there or not as asked: a page size the server ignored (named
  /// by its parameter `sizeParameter`), a reading stopped before the pages said they ended, or
  /// fewer records than the count the server states. Empty when there is nothing to say.
  public func notes(sizeParameter: String? = nil) -> [String] {
    guard let records = allRecords else { return [] }
    switch end {
    case .ignoredPageSize(let size):
      return [
        "the server ignored \(sizeParameter ?? "the page size")=\(size) and sent all "
          + "\(records.count) records in one answer"
      ]
    case let end? where !end.isComplete:
      return ["stopped reading after \(records.count) records: \(end)"]
    default:
      guard let total = totalCount, records.count < total else { return [] }
      return [
        "read \(records.count) of the \(total) records the server counts: no page followed the "
          + "last one read"
      ]
    }
  }
}
