import Models

/// A new user: the full user shape without `id` (so the server's answer decodes as a `User`).
public struct UserDraft: Sendable, Hashable, Codable {
  public var name: String
  public var username: String
  public var email: String
  /// The user's phone number, or empty.
  public var phone: String
  /// The user's website, or empty.
  public var website: String
  public var address: User.Address
  public var company: User.Company

  /// Creates a draft of a user; the optional parts default to empty strings.
  public init(
    name: String,
    username: String,
    email: String,
    phone: String = "",
    website: String = "",
    address: User.Address = .init(
      street: "", suite: "", city: "", zipcode: "", geo: .init(lat: "", lng: "")),
    company: User.Company = .init(name: "", catchPhrase: "", bs: "")
  ) {
    self.name = name
    self.username = username
    self.email = email
    self.phone = phone
    self.website = website
    self.address = address
    self.company = company
  }
}
