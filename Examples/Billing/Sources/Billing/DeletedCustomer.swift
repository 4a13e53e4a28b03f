/// The answer to a delete: `{"id": "cus_1", "object": "customer", "deleted": true}`.
public struct DeletedCustomer: Sendable, Hashable, Decodable {
  /// The identifier of the customer deleted.
  public var id: String
  /// Whether the customer is gone.
  public var deleted: Bool

  /// Creates the answer to a delete.
  public init(id: String, deleted: Bool) {
    self.id = id
    self.deleted = deleted
  }
}
