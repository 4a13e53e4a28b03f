extension ResourceClient where Record: Hashable {
  /// Every record `query` finds, read page after page of `pageSize` records by `PageWalk`'s
  /// rules (see ``PageWalk/read(from:fetch:)``), however the server pages them; the query's
  /// own page is replaced by each page's.
  ///
  /// - Throws: what ``page`` throws, or `CancellationError`.
  public func allRecords(_ query: RecordQuery = RecordQuery(), pageSize: Int) async throws
    -> WalkedPages<Record>
  {
    try await PageWalk.read(from: PageRequest(size: pageSize)) { request in
      try await page(query.asking(for: request))
    }
  }
}
