import Billing
import Foundation
import HTTPServer

/// A server that speaks the billing API's contract over loopback, keeping its customers in
/// memory: `GET /v1/customers` (`limit`, `starting_after`, `email`; `has_more`),
/// `POST /v1/customers` (form-encoded; `400` with Stripe's error; one customer per
/// `Idempotency-Key`), and `DELETE /v1/customers/{id}` (`{"id", "deleted": true}`, or `404`);
/// and on a host of its own, as Stripe's `files.stripe.com` is, `POST /v1/files`
/// (`multipart/form-data` of `purpose` and `file`; Stripe's File object, or `400` with its
/// error). Every request must carry the secret key as a bearer token, or is answered `401`.
///
/// ```swift
/// let server = try BillingServer(host: "127.0.0.1", secretKey: "sk_test_1")
/// print(server.baseURL, server.filesURL)
/// await server.shutdown()
/// ```
public final class BillingServer: Sendable {
  /// The root URL of the API, such as `http://127.0.0.1:52000`.
  public let baseURL: String
  /// The root URL of the files host, which takes the uploads, such as
  /// `http://127.0.0.1:52001`: another port of the same host, the API's own answering
  /// `/v1/files` with `404`.
  public let filesURL: String
  private let server: HTTPServer
  private let filesServer: HTTPServer
  private let store: CustomersStore
  private let filesStore: FilesStore

  /// Starts serving `customers` at `host` and `port` (0 for any free port) to the holder of
  /// `secretKey`. The first `rateLimited` requests are answered `429` with `Retry-After: 1`;
  /// the first `lostAnswers` creates are kept, then their connection is closed without an
  /// answer, as an answer lost on its way back would leave it. The files host listens on any
  /// free port of `host`.
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
    let filesStore = FilesStore(secretKey: secretKey)
    self.filesStore = filesStore
    filesServer = try HTTPServer(configuration: HTTPServerConfiguration(host: host, port: 0)) {
      request in
      filesStore.answer(request)
    }
    filesURL = filesServer.address.url
  }

  /// The requests answered so far, in order.
  public var requests: [ReceivedRequest] {
    store.received
  }

  /// The customers stored now, in the order they were created.
  public var customers: [Customer] {
    store.customers
  }

  /// The requests the files host answered so far, in order.
  public var uploads: [ReceivedRequest] {
    filesStore.received
  }

  /// The files stored now, in the order they were uploaded.
  public var files: [StoredFile] {
    filesStore.files
  }

  /// Stops serving, once the requests in flight are answered.
  public func shutdown() async {
    await server.shutdown()
    await filesServer.shutdown()
  }
}
