import Billing
import Foundation
import HTTPClient
import HTTPClientLive

extension BillingClient {
  /// A client of the billing API at `baseURL` (`https://api.stripe.com`, or a server that
  /// speaks it) sending `secretKey` as a bearer token on every call, under `policy` (its
  /// timeout, retries, and `429`s waited out), through `cache`. A create's idempotency key
  /// lets the session send it again after a lost answer; the server creates once.
  ///
  /// ```swift
  /// guard let url = URL(string: "https://api.stripe.com") else { return }
  /// let client = BillingClient.live(baseURL: url, secretKey: "sk_test_4eC39HqLyjWDarjtT1zdp7dc")
  /// ```
  public static func live(
    baseURL: URL, secretKey: String, policy: TransferPolicy = .default,
    cache: ResponseCache = .disabled
  ) -> BillingClient {
    let session = HTTPSession(
      baseURL: baseURL, userAgent: "billing-example/1.0", credentials: .bearer(secretKey),
      policy: policy, cache: cache)
    return BillingClient(
      customers: { query, request in
        try await session.send(BillingEndpoints.customers(query, request))
      },
      create: { draft, key in try await session.send(BillingEndpoints.create(draft, key: key)) },
      delete: { id in try await session.send(BillingEndpoints.delete(id)) })
  }
}
