extension FeedFeature {
  /// The feed of the records `query` finds (every record by default), paged through `client`:
  /// each page the feed asks for takes the place of the query's own.
  public init<Draft>(client: ResourceClient<Item, Draft>, query: RecordQuery = RecordQuery()) {
    self.init { request in try await client.page(query.asking(for: request)) }
  }
}
