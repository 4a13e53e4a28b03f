import Features

extension Noun {
  public static let post = Noun(singular: "post", plural: "posts")
  public static let user = Noun(singular: "user", plural: "users")
  public static let album = Noun(singular: "album", plural: "albums")
  public static let photo = Noun(singular: "photo", plural: "photos")
  /// `to-do` and `to-dos`, as the interface words them; the API's path says `todos`.
  public static let todo = Noun(singular: "to-do", plural: "to-dos")
  public static let comment = Noun(singular: "comment", plural: "comments")
}
