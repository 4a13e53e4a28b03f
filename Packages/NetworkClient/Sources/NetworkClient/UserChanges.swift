import Models

/// Changes to a user: what `PATCH /users/{id}` sends; only non-nil fields are encoded. The API
/// merges shallowly, so `address` and `company` are sent whole.
public struct UserChanges: Sendable, Hashable, Encodable {
  /// The new full name, or `nil` to keep it.
  public var name: String?
  /// The new handle, or `nil` to keep it.
  public var username: String?
  /// The new email address, or `nil` to keep it.
  public var email: String?
  /// The new phone number, or `nil` to keep it.
  public var phone: String?
  /// The new website, or `nil` to keep it.
  public var website: String?
  /// The whole new address, or `nil` to keep it.
  public var address: User.Address?
  /// The whole new company, or `nil` to keep it.
  public var company: User.Company?

  /// Creates changes to the fields given; the others are kept.
  public init(
    name: String? = nil,
    username: String? = nil,
    email: String? = nil,
    phone: String? = nil,
    website: String? = nil,
    address: User.Address? = nil,
    company: User.Company? = nil
  ) {
    self.name = name
    self.username = username
    self.email = email
    self.phone = phone
    self.website = website
    self.address = address
    self.company = company
  }

  public var isEmpty: Bool {
    name == nil && username == nil && email == nil && phone == nil && website == nil
      && address == nil && company == nil
  }
}
