import Features
import Foundation

/// The billing API's endpoints, for the `HTTPClient` core: lists of `{"data": […],
/// "has_more": true}` paged with `limit` and `starting_after`, form-encoded writes, and
/// Stripe's `400` (`{"error": {"param", "message"}}`: `RejectionFormat.stripe`).
public enum BillingEndpoints {
  /// The API version that the writes pin (`Stripe-Version`); reads take the account's.
  public static let version = "2024-06-20"

  /// How the customers are paged: `limit` of them, then `starting_after` the last one's id
  /// while the list says `has_more`.
  public static let paging = Paging.cursorAfterLast()

  /// `GET /v1/customers?email=…&limit=…&starting_after=…`: the page of `query`'s customers that
  /// `request` asks for.
  public static func customers(_ query: CustomerQuery, _ request: PageRequest)
    -> Endpoint<Page<Customer>>
  {
    let filter = query.email.isEmpty ? [] : [URLQueryItem(name: "email", value: query.email)]
    return .page(
      ["v1", "customers"], query: filter, resource: "customers", member: "data", paging: paging,
      request: request)
  }

  /// `POST /v1/customers` with `draft` form-encoded, under `key` so that a retry creates once,
  /// answered `200` with the customer.
  public static func create(_ draft: CustomerDraft, key: IdempotencyKey) -> Endpoint<Customer> {
    Endpoint<Customer>.write(
      "POST", ["v1", "customers"], body: draft.body, resource: "customer",
      successStatuses: [200], createsItem: true, rejection: .stripe
    )
    .adding(headers: ["Stripe-Version": version])
    .idempotent(key: key)
  }

  /// `DELETE /v1/customers/{id}`, answered `{"id", "deleted": true}`; `404` when it is gone.
  public static func delete(_ id: Customer.ID) -> Endpoint<DeletedCustomer> {
    Endpoint<DeletedCustomer>(
      method: "DELETE", pathComponents: ["v1", "customers", id], resource: "customer",
      item: Endpoint<DeletedCustomer>.Item(resource: "customer", id: id),
      successStatuses: [200],
      payload: { data, decoder in try decoder.decode(DeletedCustomer.self, from: data) }
    )
    .adding(headers: ["Stripe-Version": version])
  }
}
