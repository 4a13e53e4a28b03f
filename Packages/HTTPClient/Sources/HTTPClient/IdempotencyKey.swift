import Foundation

/// A key that makes a write safe to send again: the server carries out a request of a key it has
/// seen once only, and answers the repeat as it answered the first.
///
/// An endpoint sends it with ``Endpoint/idempotent(key:)``. Make one key for each change a
/// person asks for, and keep it while that change is tried again; a new change gets a new key.
///
/// ```swift
/// let key = IdempotencyKey(UUID())
/// let stripeStyle = IdempotencyKey("order-1042-attempt", headerName: "Idempotency-Key")
/// ```
public struct IdempotencyKey: Sendable, Hashable, CustomStringConvertible {
  /// The header field that carries the key, as APIs of the kind name it.
  public static let defaultHeaderName = "Idempotency-Key"

  public var value: String
  /// The header field that carries it, ``defaultHeaderName`` unless the API names another.
  public var headerName: String

  public init(_ value: String, headerName: String = defaultHeaderName) {
    self.value = value
    self.headerName = headerName
  }

  /// A key spelled as `uuid` in lowercase, sent in `headerName`.
  public init(_ uuid: UUID, headerName: String = defaultHeaderName) {
    self.init(uuid.uuidString.lowercased(), headerName: headerName)
  }

  /// The field as it is sent: `Idempotency-Key: 5f0c7a1e-…`.
  public var description: String {
    "\(headerName): \(value)"
  }
}
