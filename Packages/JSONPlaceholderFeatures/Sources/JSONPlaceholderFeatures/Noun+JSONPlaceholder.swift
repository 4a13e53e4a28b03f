import Features

extension Noun {
  /// `1 post`, `2 posts`.
  public static let post = Noun(singular: "post", plural: "posts")
  /// `1 user`, `2 users`.
  public static let user = Noun(singular: "user", plural: "users")
  /// `1 album`, `2 albums`.
  public static let album = Noun(singular: "album", plural: "albums")
  /// `1 photo`, `2 photos`.
  public static let photo = Noun(singular: "photo", plural: "photos")
  /// `to-do` and `to-dos`, as the interface words them; the API's path says `todos`.
  public static let todo = Noun(singular: "to-do", plural: "to-dos")
  /// `1 comment`, `2 comments`.
  public static let comment = Noun(singular: "comment", plural: "comments")
}
