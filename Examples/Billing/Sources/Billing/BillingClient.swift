import Features

/// What the billing screens ask of the API, as closures so that a test can answer them.
///
/// Failures are `NetworkError`s: a `400` is `NetworkError.rejected(resource:fieldErrors:)`
/// with the message under its `param`, or under none.
///
/// ```swift
/// let client = BillingClient(
///   customers: { _, _ in Page(items: [], next: nil) },
///   create: { draft, _ in Customer(id: "cus_1", email: draft.email) },
///   delete: { id in DeletedCustomer(id: id, deleted: true) })
/// ```
public struct BillingClient: Sendable {
  /// The page of a query's customers that a request asks for: `GET /v1/customers`.
  public var customers: @Sendable (CustomerQuery, PageRequest) async throws -> Page<Customer>
  /// Creates a customer under an idempotency key: `POST /v1/customers`.
  public var create: @Sendable (CustomerDraft, IdempotencyKey) async throws -> Customer
  /// Deletes a customer: `DELETE /v1/customers/{id}`.
  public var delete: @Sendable (Customer.ID) async throws -> DeletedCustomer

  /// Creates a client from its operations.
  public init(
    customers: @escaping @Sendable (CustomerQuery, PageRequest) async throws -> Page<Customer>,
    create: @escaping @Sendable (CustomerDraft, IdempotencyKey) async throws -> Customer,
    delete: @escaping @Sendable (Customer.ID) async throws -> DeletedCustomer
  ) {
    self.customers = customers
    self.create = create
    self.delete = delete
  }
}
