import Features

extension DeletionFeature where Target == RecordKey {
  /// Deletes each record through `records`, at its resource's path; with an `undoWindow`, once
  /// that long has passed on `clock`.
  public init(records: RecordsClient, undoWindow: Duration?, clock: any Clock<Duration>) {
    self.init(undoWindow: undoWindow, clock: clock) { key in
      try await records.delete(key.id, of: key.resource.path)
    }
  }
}
