import Features

/// What a create sends, form-encoded as the API reads it:
/// `email=…&name=…&metadata[plan]=…`.
public struct CustomerDraft: Sendable, Hashable {
  /// The email address.
  public var email: String
  /// The name; empty for none.
  public var name: String
  /// The plan, kept in `metadata[plan]`; empty for none.
  public var plan: String

  /// Creates a draft from its parts.
  public init(email: String, name: String = "", plan: String = "") {
    self.email = email
    self.name = name
    self.plan = plan
  }

  /// The form's body: the email, then the name and the plan when they are given.
  public var body: RequestBody {
    var fields: [(name: String, value: FormEncodedValue)] = [("email", .text(email))]
    if !name.isEmpty {
      fields.append(("name", .text(name)))
    }
    if !plan.isEmpty {
      fields.append(("metadata", .fields([("plan", .text(plan))])))
    }
    return .formEncoded(fields)
  }
}
