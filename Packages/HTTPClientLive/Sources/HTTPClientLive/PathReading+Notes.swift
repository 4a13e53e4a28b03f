import HTTPClient

extension PathReading {
  /// What a reading of every page read otherwise than asked, a line each, for a person to know
  /// the records are not as asked: a page size the server ignored (named by its parameter
  /// `sizeParameter`), sending every record at once. Empty when there is nothing to say; what
  /// it did not read is its ``shortfall``.
  public func notes(sizeParameter: String? = nil) -> [String] {
    guard let records = allRecords, case .ignoredPageSize(let size)? = end else { return [] }
    return [
      "the server ignored \(sizeParameter ?? "the page size")=\(size) and sent all "
        + "\(records.count) records in one answer"
    ]
  }
}
