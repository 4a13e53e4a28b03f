extension Endpoint {
  /// The same endpoint, sending `key` in its header field, so that the write may be tried again
  /// as a read is: after a transient failure, a `429`, or no answer, within the deadline, with
  /// the same key. Without a key a write is never tried again.
  ///
  /// ```swift
  /// let charge = Endpoint<Void>(
  ///   method: "POST", pathComponents: ["v1", "charges"], resource: "charge",
  ///   payload: { _, _ in }
  /// ).idempotent(key: IdempotencyKey("charge-1042"))
  /// // charge.isRetryable == true
  /// ```
  public func idempotent(key: IdempotencyKey) -> Self {
    var endpoint = self
    endpoint.idempotencyKey = key
    return endpoint
  }
}
