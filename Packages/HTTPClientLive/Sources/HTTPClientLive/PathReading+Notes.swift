extension PathReading {
  /// What a reading of every page did not read as the server said, a line each, for a person to
  /// know the records are not all there or not as asked: a page size the server ignored (named
  /// by its parameter `sizeParameter`), a reading stopped before the pages said they ended, or
  /// fewer records than the count the server states. Empty when there is nothing to say.
  public func notes(sizeParameter: String? = nil) -> [String] {
    guard let records = allRecords else { return [] }
    var notes: [String] = []
    if let size = ignoredPageSize {
      notes.append(
        "the server ignored \(sizeParameter ?? "the page size")=\(size) and sent all "
          + "\(records.count) records in one answer")
    }
    if let reason = stoppedEarly {
      notes.append("stopped reading after \(records.count) records: \(reason)")
    } else if let total = totalCount, records.count < total {
      notes.append(
        "read \(records.count) of the \(total) records the server counts: no page followed the "
          + "last one read")
    }
    return notes
  }
}
