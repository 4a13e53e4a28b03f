extension ListFeature where Query == RecordQuery {
  /// The list of one page of records, read through `client`.
  public init<Draft>(client: ResourceClient<Item, Draft>) {
    self.init(fetch: client.page)
  }
}
