extension User {
  /// The company a user works for.
  public struct Company: Sendable, Hashable, Codable {
    /// The company's name.
    public var name: String
    /// Its slogan.
    public var catchPhrase: String
    /// What it does, in business speak.
    public var bs: String

    /// Creates a company.
    public init(name: String, catchPhrase: String, bs: String) {
      self.name = name
      self.catchPhrase = catchPhrase
      self.bs = bs
    }
  }
}
