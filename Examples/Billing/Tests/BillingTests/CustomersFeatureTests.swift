import Billing
import Dependencies
import Features
import FeaturesTesting
import Testing

/// The customers list on a client that answers at once: paged by cursor, searched by email.
@Suite(.timeLimit(.minutes(1)))
struct CustomersFeatureTests {
  static let customers = (1...3).map { Customer(id: "cus_\($0)", email: "u\($0)@example.com") }

  /// A client whose list pages ``customers`` after a cursor, those of the query's email only.
  static let client = {
    var client = ResourceClient<Customer, CustomerDraft>.unimplemented
    client.page = { query in
      let found = customers.filter { query.text.isEmpty || $0.email == query.text }
      let after = query.page?.continuation?.cursor
      let rest = found.drop { customer in after.map { customer.id <= $0 } ?? false }
      let page = Array(rest.prefix(query.page?.size ?? found.count))
      return Page(
        items: page, next: rest.count > page.count ? page.last.map { .cursor($0.id) } : nil)
    }
    return client
  }()

  @Test func pagesEveryCustomerByCursorAndSaysAllAreShown() async {
    let clock = TestClock()
    let store = Store(
      initialState: CustomersFeature.State(query: RecordQuery(), pageSize: 2),
      reducer: CustomersFeature(client: Self.client, clock: clock))

    await store.send(.feed(.loadRemainingPages))

    #expect(
      CustomersScreen.lines(await store.state) == [
        "Customers", "cus_1  u1@example.com", "cus_2  u2@example.com", "cus_3  u3@example.com",
        "All 3 shown.",
      ])
  }

  @Test func anEmailTypedIsSearchedOnTheServerAfterThePause() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: CustomersFeature.State(query: RecordQuery(), pageSize: 2),
      reducer: CustomersFeature(client: Self.client, clock: clock))
    let query = RecordQuery("u2@example.com")
    let found = Page(items: [Self.customers[1]], next: nil)

    await store.send(.searchTextChanged("u2@example.com")) {
      $0.search = SearchText("u2@example.com")
    }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await store.receive(.queryChanged(query)) {
      $0.query = query
      $0.feed.mode = .loading(page: 1)
    }
    await store.receive(.feed(.pageResponse(page: 1, .success(found)))) {
      $0.feed.mode = .idle
      $0.feed.items = found.items
      $0.feed.pageItemCounts = [1]
    }
    await store.finish()

    #expect(
      CustomersScreen.lines(store.state) == [
        "Customers matching \"u2@example.com\"", "cus_2  u2@example.com", "All 1 shown.",
      ])
  }
}
