/// A noun that lists count their items with, such as `1 post` and `100 posts`.
struct Noun: Sendable, Hashable {
  /// The word for one item.
  var singular: String
  /// The word for any other number of items.
  var plural: String

  static let post = Noun(singular: "post", plural: "posts")
  static let user = Noun(singular: "user", plural: "users")
  static let album = Noun(singular: "album", plural: "albums")
  static let photo = Noun(singular: "photo", plural: "photos")
  static let todo = Noun(singular: "todo", plural: "todos")
  static let comment = Noun(singular: "comment", plural: "comments")

  /// `count` and the noun that fits it: `1 post`, `0 posts`, `2 posts`.
  func counted(_ count: Int) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }
}
