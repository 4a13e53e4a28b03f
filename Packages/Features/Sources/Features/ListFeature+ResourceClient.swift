extension ListFeature where Query == RecordPageQuery {
  /// The list of one page of records, read through `client`.
  public init<Draft>(client: ResourceClient<Item, Draft>) {
    self.init { query in try await client.page(query.search, query.request) }
  }
}
