/// A customer as the server stores it.
public struct StoredCustomer: Sendable, Hashable {
  /// The identifier, such as `cus_1`.
  public var id: String
  /// The email address.
  public var email: String
  /// The name, if any.
  public var name: String?
  /// The plan in its metadata, if any.
  public var plan: String?

  /// Creates a stored customer.
  public init(id: String, email: String, name: String? = nil, plan: String? = nil) {
    self.id = id
    self.email = email
    self.name = name
    self.plan = plan
  }

  /// The customer as the API answers it.
  var json: [String: Any] {
    var object: [String: Any] = ["id": id, "object": "customer", "email": email]
    object["name"] = name
    object["metadata"] = plan.map { ["plan": $0] } ?? [String: String]()
    return object
  }
}
