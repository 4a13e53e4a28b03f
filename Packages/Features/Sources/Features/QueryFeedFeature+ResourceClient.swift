extension QueryFeedFeature where Query == RecordQuery {
  /// The feed of the records a query finds, paged through `client`, searching on the server
  /// once typing has paused for `debounce` on `clock`.
  public init<Draft>(
    client: ResourceClient<Item, Draft>, debounce: Duration = .milliseconds(300),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(debounce: debounce, clock: clock) { query, request in
      try await client.page(query.asking(for: request))
    }
  }
}
