import HTTPClient

extension PathReading {
  /// What a reading of every page read otherwise than asked, a line each, for a person to know
  /// the records are not as asked: a page size the server ignored (named by its parameter
  /// `sizeParameter`), sending every record at once. Empty when there is nothing to say, or
  /// the reading fell short of the total stated: what it did not read is its ``shortfall``.
  public func notes(sizeParameter: String? = nil) -> [String] {
    // Records short of the total the server states are not all of them: that is the shortfall.
    guard let records = allRecords, case .ignoredPageSize(let size)? = end, stop == nil else {
      return []
    }
    return [
      "the server ignored \(sizeParameter ?? "the page size")=\(size) and sent all "
        + "\(records.count) records in one answer"
    ]
  }
}
