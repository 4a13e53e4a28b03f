import Billing
import Dependencies
import Features
import FeaturesTesting
import Testing

/// The billing screens on the in-memory twin of the customers' description: no server and no
/// client of the team's.
@Suite(.timeLimit(.minutes(1)))
struct CustomersInMemoryTests {
  /// Three customers, found by their exact email, each created numbered on from them, and a
  /// plan of `gold` refused as the API refuses it.
  static func client() -> ResourceClient<Customer, CustomerDraft> {
    .inMemory(
      BillingResources.customers,
      records: (1...3).map { Customer(id: "cus_\($0)", email: "u\($0)@example.com") },
      matching: { customer, search in customer.email == search.text },
      creating: { draft, number in customer(from: draft, id: "cus_\(number)") },
      updating: { customer, draft in Self.customer(from: draft, id: customer.id) },
      validate: { draft in
        draft.plan == "gold" ? FieldErrors(["metadata[plan]": ["No such plan: gold"]]) : nil
      })
  }

  static func customer(from draft: CustomerDraft, id: String) -> Customer {
    Customer(
      id: id, email: draft.email, name: draft.name.isEmpty ? nil : draft.name,
      plan: draft.plan.isEmpty ? nil : draft.plan)
  }

  @Test func theListPagesAndSearchesTheCustomers() async {
    let list = Store(
      initialState: CustomersFeature.State(query: RecordQuery(), pageSize: 2),
      reducer: CustomersFeature(client: Self.client(), debounce: .zero))

    await list.send(.feed(.loadRemainingPages))
    let all = CustomersScreen.lines(await list.state)
    await list.send(.searchTextChanged("u2@example.com"))
    let found = CustomersScreen.lines(await list.state)

    #expect(
      all == [
        "Customers", "cus_1  u1@example.com", "cus_2  u2@example.com", "cus_3  u3@example.com",
        "All 3 shown.",
      ])
    #expect(
      found == [
        "Customers matching \"u2@example.com\"", "cus_2  u2@example.com", "All 1 shown.",
      ])
  }

  @Test func aCreateRefusedUnderItsFieldIsMadeOnceFixedAndThenDeleted() async throws {
    let client = Self.client()
    let form = Store(
      initialState: CustomerForm(
        fields: CustomerForm.Fields(email: "grace@example.com", plan: "gold")),
      reducer: CustomerFormFeature(saving: client, uuid: .incrementing()))

    await form.send(.submit)
    let refused = CustomerFormScreen.lines(await form.state)
    await form.send(.setField(.plan, "pro"))
    await form.send(.submit)
    guard case .saved(let created) = await form.state.status else {
      Issue.record("the form was not saved: \(await form.state.status)")
      return
    }
    let deletion = Store(
      initialState: DeletionFeature<Customer>.State(target: created),
      reducer: DeletionFeature(client: client))
    await deletion.send(.delete)
    await deletion.send(.confirm)
    let again = await #expect(throws: NetworkError.self) { try await client.record(created.id) }

    #expect(refused.suffix(2) == ["  Plan: gold", "    ! No such plan: gold"])
    #expect(created == Customer(id: "cus_4", email: "grace@example.com", plan: "pro"))
    #expect(await deletion.state.status == .deleted)
    #expect(again == .notFound(resource: "customer", id: "cus_4"))
  }
}
