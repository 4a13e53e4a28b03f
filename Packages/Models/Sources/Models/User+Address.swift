extension User {
  public struct Address: Sendable, Hashable, Codable {
    /// The street and number.
    public var street: String
    /// The apartment or suite.
    public var suite: String
    public var city: String
    /// The postal code, kept as text (it may have letters, dashes or leading zeros).
    public var zipcode: String
    public var geo: Geo

    public init(street: String, suite: String, city: String, zipcode: String, geo: Geo) {
      self.street = street
      self.suite = suite
      self.city = city
      self.zipcode = zipcode
      self.geo = geo
    }
  }
}
