extension QueryFeedFeature where Query == RecordSearch {
  /// The feed of the records a search finds, paged through `client`, searching on the server
  /// once typing has paused for `debounce` on `clock`.
  public init<Draft>(
    client: ResourceClient<Item, Draft>, debounce: Duration = .milliseconds(300),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(debounce: debounce, clock: clock, fetch: client.page)
  }
}
