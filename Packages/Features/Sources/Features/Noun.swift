/// A noun that lists count their items with, such as `1 post` and `100 posts`.
public struct Noun: Sendable, Hashable {
  public var singular: String
  public var plural: String

  public init(singular: String, plural: String) {
    self.singular = singular
    self.plural = plural
  }

  /// `count` and the noun that fits it: `1 post`, `0 posts`, `2 posts`.
  public func counted(_ count: Int) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }
}
