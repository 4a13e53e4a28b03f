/// A customer as the billing API answers it:
/// `{"id": "cus_1", "email": "ada@example.com", "name": "Ada", "metadata": {"plan": "pro"}}`.
public struct Customer: Sendable, Hashable, Identifiable {
  /// The API's identifier, such as `cus_1`.
  public var id: String
  /// The email address, which the list searches.
  public var email: String
  /// The name; `nil` when none was given.
  public var name: String?
  /// The plan kept in the customer's `metadata[plan]`; `nil` for none.
  public var plan: String?

  /// Creates a customer from its parts.
  public init(id: String, email: String, name: String? = nil, plan: String? = nil) {
    self.id = id
    self.email = email
    self.name = name
    self.plan = plan
  }
}

extension Customer: Decodable {
  private enum CodingKeys: String, CodingKey {
    case id, email, name, metadata
  }

  private struct Metadata: Decodable {
    var plan: String?
  }

  /// Reads a customer, its plan from its `metadata`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      email: try container.decode(String.self, forKey: .email),
      name: try container.decodeIfPresent(String.self, forKey: .name),
      plan: try container.decodeIfPresent(Metadata.self, forKey: .metadata)?.plan)
  }
}
