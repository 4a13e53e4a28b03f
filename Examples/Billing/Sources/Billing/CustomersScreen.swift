import Features

/// The customers list: the customers paged by cursor, an email typed searched on the server
/// once typing pauses.
public typealias CustomersFeature = QueryFeedFeature<RecordQuery, Customer>

/// The customers list as lines of text: the search, each customer's email, name and plan, and
/// a footer saying whether more are loading, failed, or all are shown.
public enum CustomersScreen {
  /// The lines that show `state`.
  public static func lines(_ state: CustomersFeature.State) -> [String] {
    let search = state.search.isEmpty ? "" : " matching \"\(state.search.text)\""
    var lines = ["Customers\(search)"]
    lines += state.feed.items.map(line(for:))
    if let failure = state.feed.failure {
      lines.append("Could not load: \(failure.message)")
    } else if state.feed.isLoading {
      lines.append("Loading…")
    } else if state.feed.items.isEmpty, !state.feed.hasMore {
      lines.append("No customers.")
    } else if !state.feed.hasMore {
      lines.append("All \(state.feed.items.count) shown.")
    }
    return lines
  }

  /// The line of one customer.
  public static func line(for customer: Customer) -> String {
    [customer.id, customer.email, customer.name, customer.plan.map { "plan: \($0)" }]
      .compactMap { $0 }.joined(separator: "  ")
  }
}
