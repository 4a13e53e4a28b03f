extension User {
  /// A user's postal address.
  public struct Address: Sendable, Hashable, Codable {
    /// The street and number.
    public var street: String
    /// The apartment or suite.
    public var suite: String
    /// The city.
    public var city: String
    /// The postal code, kept as text (it may have letters, dashes or leading zeros).
    public var zipcode: String
    /// The coordinates.
    public var geo: Geo

    /// Creates an address.
    public init(street: String, suite: String, city: String, zipcode: String, geo: Geo) {
      self.street = street
      self.suite = suite
      self.city = city
      self.zipcode = zipcode
      self.geo = geo
    }
  }
}
