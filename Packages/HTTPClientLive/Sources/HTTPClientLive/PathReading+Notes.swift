import HTTPClient

extension PathReading {
  /// What a reading read otherwise than asked, a line each, for a person to know the records
  /// are not as asked: a page size the server refused and named its most in place of
  /// (``boundedSize``), or, reading every page, one it ignored (named by its parameter
  /// `sizeParameter`), sending every record at once. Empty when there is nothing to say, or
  /// the reading fell short of the total stated: what it did not read is its ``shortfall``.
  public func notes(sizeParameter: String? = nil) -> [String] {
    if let most = boundedSize {
      return [
        "the server takes at most \(sizeParameter ?? "a page size of ")\(sizeParameter == nil ? "" : "=")\(most): "
          + "the pages were asked for at that size"
      ]
    }
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
