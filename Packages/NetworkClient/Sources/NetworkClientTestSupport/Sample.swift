import Models

/// Small values for tests, with only the fields a test cares about spelled out: a user, post,
/// comment, album, photo or to-do from its identifier and the fields that matter.
public enum Sample {
  /// A user with `id` and `name`; the other fields are plausible defaults.
  public static func user(
    _ id: User.ID,
    name: String,
    username: String? = nil,
    email: String = "someone@example.com",
    street: String = "Main Street",
    suite: String = "Apt. 1",
    city: String = "Springfield",
    zipcode: String = "00001",
    company: String = "Acme"
  ) -> User {
    User(
      id: id,
      name: name,
      username: username ?? "user\(id)",
      email: email,
      address: User.Address(
        street: street, suite: suite, city: city, zipcode: zipcode,
        geo: User.Geo(lat: "0", lng: "0")
      ),
      phone: "555-0100",
      website: "example.com",
      company: User.Company(name: company, catchPhrase: "", bs: "")
    )
  }

  public static func post(_ id: Post.ID, by userID: User.ID = 1, title: String, body: String = "")
    -> Post
  {
    Post(userId: userID, id: id, title: title, body: body)
  }

  public static func comment(
    _ id: Comment.ID, on postID: Post.ID = 1, name: String, email: String, body: String
  ) -> Comment {
    Comment(postId: postID, id: id, name: name, email: email, body: body)
  }

  public static func album(_ id: Album.ID, by userID: User.ID = 1, title: String) -> Album {
    Album(userId: userID, id: id, title: title)
  }

  /// A photo in `albumID`, its thumbnail at `url` + `/thumb`.
  public static func photo(_ id: Photo.ID, in albumID: Album.ID = 1, title: String, url: String)
    -> Photo
  {
    Photo(albumId: albumID, id: id, title: title, url: url, thumbnailUrl: url + "/thumb")
  }

  public static func todo(_ id: Todo.ID, by userID: User.ID = 1, title: String, completed: Bool)
    -> Todo
  {
    Todo(userId: userID, id: id, title: title, completed: completed)
  }

  /// User 1, Leanne Graham.
  public static let leanne = user(
    1, name: "Leanne Graham", email: "Sincere@april.biz", company: "Romaguera-Crona")
  /// User 2, Ervin Howell.
  public static let ervin = user(
    2, name: "Ervin Howell", email: "Shanna@melissa.tv", company: "Deckow-Crist")
}
