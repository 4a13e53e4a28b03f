/// A user, as served at `/users`.
public struct User: Sendable, Hashable, Codable, Identifiable {
  public typealias ID = Tagged<User, Int>

  public var id: ID
  /// The full name.
  public var name: String
  public var username: String
  public var email: String
  public var address: Address
  /// The phone number, in whatever format the user gave.
  public var phone: String
  /// The website's host name or address.
  public var website: String
  /// The employer.
  public var company: Company

  public init(
    id: ID,
    name: String,
    username: String,
    email: String,
    address: Address,
    phone: String,
    website: String,
    company: Company
  ) {
    self.id = id
    self.name = name
    self.username = username
    self.email = email
    self.address = address
    self.phone = phone
    self.website = website
    self.company = company
  }
}
