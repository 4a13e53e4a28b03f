import Billing
import Foundation
import HTTPServer

/// A server that speaks the billing API's contract over loopback, keeping its customers in
/// memory: `GET /v1/customers` (`limit`, `starting_after`, `email`; `has_more`),
/// `POST /v1/customers` (form-encoded; `400` with Stripe's error; one customer per
/// `Idempotency-Key`), and `DELETE /v1/customers/{id}` (`{"id", "deleted": true}`, or `404`).
/// Every request must carry the secret key as a bearer token, or is answered `401`.
///
/// ```swift
/// let server = try BillingServer(host: "127.0.0.1", secretKey: "sk_test_1")
/// print(server.baseURL)
/// await server.shutdown()
/// ```
public final class BillingServer: Sendable {
  /// The root URL of the API, such as `http://127.0.0.1:52000`.
  public let baseURL: String
  private let server: HTTPServer
  private let store: CustomersStore

  /// Starts serving `customers` at `host` and `port` (0 for any free port) to the holder of
  /// `secretKey`. The first `rateLimited` requests are answered `429` with `Retry-After: 1`;
  /// the first `lostAnswers` creates are kept, then their connection is closed without an
  /// answer, as an answer lost on its way back would leave it.
  public init(
    host: String = "127.0.0.1", port: Int = 0, secretKey: String,
    customers: [Customer] = [], rateLimited: Int = 0, lostAnswers: Int = 0
  ) throws {
    let store = CustomersStore(
      secretKey: secretKey, customers: customers, rateLimited: rateLimited,
      lostAnswers: lostAnswers)
    self.store = store
    server = try HTTPServer(configuration: HTTPServerConfiguration(host: host, port: port)) {
      request in
      store.answer(request)
    }
    baseURL = server.address.url
  }

  /// The requests answered so far, in order.
  public var requests: [ReceivedRequest] {
    store.received
  }

  /// The customers stored now, in the order they were created.
  public var customers: [Customer] {
    store.customers
  }

  /// Stops serving, once the requests in flight are answered.
  public func shutdown() async {
    await server.shutdown()
  }
}
