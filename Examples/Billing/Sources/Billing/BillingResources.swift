import Features

/// The billing API's resources, described once: lists of `{"data": […], "has_more": true}`
/// paged with `limit` and `starting_after`, an email searched with `?email=`, form-encoded
/// writes under an idempotency key with the API version pinned, and Stripe's `400`
/// (`{"error": {"param", "message"}}`).
public enum BillingResources {
  /// The API version that the writes pin (`Stripe-Version`); reads take the account's.
  public static let version = "2024-06-20"

  /// `/v1/customers`: listed, searched by email, created and deleted.
  public static let customers = ResourceDescription<Customer, CustomerDraft>(
    path: ["v1", "customers"], singular: "customer", member: "data",
    paging: .cursorAfterLast(), search: .parameter("email"), rejection: .stripe,
    writeHeaders: ["Stripe-Version": version], idempotencyKeys: true, body: \.body)
}
