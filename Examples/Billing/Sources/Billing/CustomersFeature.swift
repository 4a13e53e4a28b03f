import Features

/// The customers list: `QueryFeedFeature` paging the customers of a ``CustomerQuery`` by
/// cursor, searching an email on the server once typing pauses.
public typealias CustomersFeature = QueryFeedFeature<CustomerQuery, Customer>

extension QueryFeedFeature where Query == CustomerQuery, Item == Customer {
  /// Creates the list, reading through `client` once typing has paused for `debounce` on
  /// `clock`.
  public init(
    client: BillingClient, debounce: Duration = .milliseconds(300),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.init(debounce: debounce, clock: clock, fetch: client.customers)
  }
}
