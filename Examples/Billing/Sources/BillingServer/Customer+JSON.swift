import Billing

extension Customer {
  /// The customer as the API answers it, its plan in its `metadata`, which is empty without
  /// one.
  var json: [String: Any] {
    var object: [String: Any] = ["id": id, "object": "customer", "email": email]
    object["name"] = name
    object["metadata"] = plan.map { ["plan": $0] } ?? [String: String]()
    return object
  }
}
