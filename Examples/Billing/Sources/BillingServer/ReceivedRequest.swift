import HTTPServer

/// What the server saw of a request, for tests to check what the client sent.
public struct ReceivedRequest: Sendable, Hashable {
  /// The method, such as `GET`.
  public var method: String
  /// The target: the path and the query, such as `/v1/customers?limit=2`.
  public var target: String
  /// The `Authorization` field, if any.
  public var authorization: String?
  /// The `Stripe-Version` field, if any.
  public var version: String?
  /// The `Idempotency-Key` field, if any.
  public var idempotencyKey: String?
  /// The status answered; 0 when the connection was closed without an answer.
  public var status: Int
}

extension ReceivedRequest {
  /// What the server saw of `request`, answered with `status`.
  init(_ request: HTTPRequest, status: Int) {
    self.init(
      method: request.method, target: request.target,
      authorization: request.headers["Authorization"],
      version: request.headers["Stripe-Version"],
      idempotencyKey: request.headers["Idempotency-Key"], status: status)
  }
}
