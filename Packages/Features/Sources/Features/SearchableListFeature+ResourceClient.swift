extension SearchableListFeature where Query == RecordQuery {
  /// The list of one page of records that `client`'s server searches, asked for once typing
  /// has paused for `debounce` on `clock`; its state is made by
  /// ``State/init(searchingOnServer:page:)``.
  public init<Draft>(
    client: ResourceClient<Item, Draft>, debounce: Duration = .milliseconds(300),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(debounce: debounce, clock: clock, fetch: client.page)
  }
}
