extension FeedFeature {
  /// The feed of `search`'s records (every record by default), paged through `client`.
  public init<Draft>(client: ResourceClient<Item, Draft>, search: RecordSearch = RecordSearch()) {
    self.init { request in try await client.page(search, request) }
  }
}
