/// A noun that lists count their items with, such as `1 post` and `100 posts`.
public struct Noun: Sendable, Hashable {
  /// The word for one item.
  public var singular: String
  /// The word for any other number of items.
  public var plural: String

  /// Creates a noun from its singular and plural forms.
  public init(singular: String, plural: String) {
    self.singular = singular
    self.plural = plural
  }

  /// `post` and its plural.
  public static let post = Noun(singular: "post", plural: "posts")
  /// `user` and its plural.
  public static let user = Noun(singular: "user", plural: "users")
  /// `album` and its plural.
  public static let album = Noun(singular: "album", plural: "albums")
  /// `photo` and its plural.
  public static let photo = Noun(singular: "photo", plural: "photos")
  /// `to-do` and its plural, as the interface words them (the API says `todos`).
  public static let todo = Noun(singular: "to-do", plural: "to-dos")
  /// `comment` and its plural.
  public static let comment = Noun(singular: "comment", plural: "comments")

  /// `count` and the noun that fits it: `1 post`, `0 posts`, `2 posts`.
  public func counted(_ count: Int) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }
}
