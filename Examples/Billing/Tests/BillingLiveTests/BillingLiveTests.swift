import Billing
import BillingServer
import Dependencies
import Features
import Foundation
import HTTPClient
import HTTPClientLive
import Testing

@Suite(.timeLimit(.minutes(1)))
struct BillingLiveTests {
  static let secretKey = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"
  static let seed = (1...5).map { Customer(id: "cus_\($0)", email: "u\($0)@example.com") }
  /// The loopback addresses every test serves on, IPv4's and IPv6's.
  static let hosts = ["127.0.0.1", "::1"]

  /// A client of `server` whose waits between tries pass at once on `clock`, with a timeout
  /// of 30 s on the session's own clock, keeping its answers in `storage` when given.
  func client(
    _ server: BillingServer, clock: ImmediateClock = ImmediateClock(), storage: URL? = nil
  ) throws -> ResourceClient<Customer, CustomerDraft> {
    .live(
      BillingResources.customers,
      session: HTTPSession(
        baseURL: try #require(URL(string: server.baseURL)), userAgent: "billing-tests/1.0",
        credentials: .bearer(Self.secretKey),
        policy: TransferPolicy(timeout: .seconds(30), retries: 2, clock: clock),
        cache: storage.map { .disk(directory: $0) } ?? .disabled))
  }

  /// The customers list after asking for the next page of `query` through `client` five
  /// times, as a person scrolling to the end would.
  func everyPage(
    _ client: ResourceClient<Customer, CustomerDraft>, _ query: RecordQuery = RecordQuery()
  ) async
    -> CustomersFeature.State
  {
    let store = Store(
      initialState: CustomersFeature.State(query: query, pageSize: 2),
      reducer: CustomersFeature(client: client))
    for _ in 0..<5 {
      await store.send(.feed(.loadNextPage))
    }
    return await store.state
  }

  @Test(arguments: hosts)
  func pagesToTheEndWithLimitAndStartingAfterSendingTheKeyOnEveryCall(host: String) async throws {
    let server = try BillingServer(host: host, secretKey: Self.secretKey, customers: Self.seed)
    let state = await everyPage(try client(server))
    await server.shutdown()

    #expect(state.feed.items.map(\.id) == Self.seed.map(\.id))
    #expect(!state.feed.hasMore && state.feed.failure == nil)
    #expect(
      server.requests.map(\.target) == [
        "/v1/customers?limit=2", "/v1/customers?limit=2&starting_after=cus_2",
        "/v1/customers?limit=2&starting_after=cus_4",
      ])
    #expect(server.requests.allSatisfy { $0.authorization == "Bearer \(Self.secretKey)" })
    #expect(server.requests.allSatisfy { $0.version == nil }, "reads take the account's version")
  }

  @Test(arguments: hosts)
  func searchesAnEmailOnTheServer(host: String) async throws {
    let server = try BillingServer(host: host, secretKey: Self.secretKey, customers: Self.seed)
    let state = await everyPage(try client(server), RecordQuery("U3@example.com"))
    await server.shutdown()

    #expect(state.feed.items.map(\.id) == ["cus_3"])
    #expect(server.requests.map(\.target) == ["/v1/customers?email=U3%40example.com&limit=2"])
  }

  @Test(arguments: hosts)
  func createsFromAFormEncodedBodyWithItsPlanInMetadataAndTheVersion(host: String) async throws {
    let server = try BillingServer(host: host, secretKey: Self.secretKey)
    let store = Store(
      initialState: CustomerForm(
        fields: CustomerForm.Fields(email: "grace@example.com", name: "Grace", plan: "pro")),
      reducer: CustomerFormFeature(saving: try client(server), uuid: .incrementing()))
    await store.send(.submit)
    await server.shutdown()

    let created = Customer(id: "cus_1", email: "grace@example.com", name: "Grace", plan: "pro")
    #expect(await store.state.status == .saved(created))
    #expect(server.customers == [created])
    let post = try #require(server.requests.last)
    #expect(post.version == BillingResources.version)
    #expect(post.idempotencyKey.flatMap(UUID.init(uuidString:)) != nil)
  }

  @Test(arguments: hosts)
  func aRefusedParamIsShownUnderItsFieldAndOtherWordsAsTheFormsMessage(host: String) async throws {
    let server = try BillingServer(host: host, secretKey: Self.secretKey)
    let client = try client(server)
    let plan = Store(
      initialState: CustomerForm(
        fields: CustomerForm.Fields(email: "grace@example.com", plan: "gold")),
      reducer: CustomerFormFeature(saving: client))
    await plan.send(.submit)
    let unbillable = Store(
      initialState: CustomerForm(fields: CustomerForm.Fields(email: "eve@example.invalid")),
      reducer: CustomerFormFeature(saving: client))
    await unbillable.send(.submit)
    await server.shutdown()
    let planLines = CustomerFormScreen.lines(await plan.state)
    let unbillableLines = CustomerFormScreen.lines(await unbillable.state)

    #expect(
      planLines == [
        "New customer", "  Email: grace@example.com", "  Name:", "  Plan: gold",
        #"    ! "No such plan: gold""#,
      ])
    #expect(
      unbillableLines == [
        "New customer", #"  ! "Customers of example.invalid cannot be billed.""#,
        "  Email: eve@example.invalid", "  Name:", "  Plan:",
      ])
    #expect(server.customers.isEmpty)
  }

  @Test(arguments: hosts)
  func aCreateWhoseAnswerIsLostIsSentAgainWithItsKeyAndCreatedOnce(host: String) async throws {
    let server = try BillingServer(host: host, secretKey: Self.secretKey, lostAnswers: 1)
    let key = IdempotencyKey("create-grace-1")
    let customer = try await client(server).create(CustomerDraft(email: "grace@example.com"), key)
    await server.shutdown()

    #expect(customer.id == "cus_1")
    #expect(server.customers.map(\.id) == ["cus_1"])
    #expect(server.requests.map(\.status) == [0, 200], "the first answer was never sent")
    #expect(server.requests.map(\.idempotencyKey) == ["create-grace-1", "create-grace-1"])
  }

  @Test(arguments: hosts)
  func aDeleteIsCarriedOutAndASecondIsNotFound(host: String) async throws {
    let server = try BillingServer(host: host, secretKey: Self.secretKey, customers: Self.seed)
    let client = try client(server)
    try await client.delete("cus_2")
    let error = await #expect(throws: NetworkError.self) { try await client.delete("cus_2") }
    await server.shutdown()

    #expect(server.customers.map(\.id) == ["cus_1", "cus_3", "cus_4", "cus_5"])
    #expect(server.requests.map(\.target) == ["/v1/customers/cus_2", "/v1/customers/cus_2"])
    #expect(server.requests.map(\.status) == [200, 404])
    #expect(error == .notFound(resource: "customer", id: "cus_2"))
    #expect(server.requests.allSatisfy { $0.version == BillingResources.version })
  }

  @Test(arguments: hosts)
  func a429IsWaitedOutForTheTimeItSays(host: String) async throws {
    let clock = ImmediateClock()
    let server = try BillingServer(
      host: host, secretKey: Self.secretKey, customers: Self.seed, rateLimited: 1)
    let page = try await client(server, clock: clock).page(RecordQuery(page: PageRequest(size: 10)))
    await server.shutdown()

    #expect(page.items.count == 5)
    #expect(server.requests.map(\.status) == [429, 200])
    #expect(clock.now.offset >= .seconds(1))
  }

  @Test(arguments: hosts)
  func withTheServerGoneTheStoredPagesAreShown(host: String) async throws {
    let storage = FileManager.default.temporaryDirectory.appendingPathComponent(
      "billing-tests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: storage) }
    let server = try BillingServer(host: host, secretKey: Self.secretKey, customers: Self.seed)
    let online = await everyPage(try client(server, storage: storage))
    await server.shutdown()

    let offline = await everyPage(try client(server, storage: storage))

    #expect(online.feed.items.count == 5)
    #expect(offline.feed.items == online.feed.items)
    #expect(offline.feed.failure == nil)
  }

  @Test(arguments: hosts)
  func aWrongKeyIsRefused(host: String) async throws {
    let server = try BillingServer(host: host, secretKey: "sk_test_other", customers: Self.seed)
    let state = await everyPage(try client(server))
    await server.shutdown()

    #expect(state.feed.items.isEmpty)
    #expect(state.feed.failure != nil)
    #expect(server.requests.map(\.status) == [401])
  }
}
