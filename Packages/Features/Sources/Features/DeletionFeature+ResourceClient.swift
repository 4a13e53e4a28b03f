extension DeletionFeature {
  /// The deletion of a record through `client`, by its id, after the person confirms; with
  /// an `undoWindow`, sent only once it has closed on `clock`.
  public init<Draft>(
    client: ResourceClient<Item, Draft>, undoWindow: Duration? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(undoWindow: undoWindow, clock: clock) { record in
      guard let id = client.recordID(record) else { throw RecordWithoutID() }
      try await client.delete(id)
    }
  }
}
