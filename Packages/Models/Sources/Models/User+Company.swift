extension User {
  public struct Company: Sendable, Hashable, Codable {
    public var name: String
    public var catchPhrase: String
    /// What it does, in business speak.
    public var bs: String

    public init(name: String, catchPhrase: String, bs: String) {
      self.name = name
      self.catchPhrase = catchPhrase
      self.bs = bs
    }
  }
}
