import Features

extension DeletionFeature where Target == RecordKey {
  /// Deletes each record through its resource's client of `collections`; with an
  /// `undoWindow`, once that long has passed on `clock`.
  public init(
    collections: RecordCollections, undoWindow: Duration?, clock: any Clock<Duration>
  ) {
    self.init(undoWindow: undoWindow, clock: clock) { key in
      try await collections.client(of: key.resource).delete(key.id)
    }
  }
}
