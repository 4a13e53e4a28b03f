import Models

/// Sample values shaped like the API's, for tests of code built on the `NetworkClient` module: two users,
/// three posts (one by a user the list does not have), their comments, albums, photos and to-dos.
public enum Fixtures {
  /// Users 1 and 2.
  public static let users: [User] = [user(1, name: "Leanne Graham"), user(2, name: "Ervin Howell")]

  /// Posts by users 1 and 2, and one (id 3) by user 99, whom the users list does not have.
  public static let posts: [Post] = [
    Post(userId: 1, id: 1, title: "sunt aut facere", body: "quia et suscipit\nsuscipit"),
    Post(userId: 2, id: 2, title: "qui est esse", body: "est rerum tempore vitae"),
    Post(userId: 99, id: 3, title: "ea molestias quasi", body: "et iusto sed quo iure"),
  ]

  /// Two comments on the post `postID`.
  public static func comments(on postID: Post.ID) -> [Comment] {
    [
      Comment(
        postId: postID, id: 1, name: "id labore ex et quam laborum",
        email: "Eliseo@gardner.biz", body: "laudantium enim quasi est"),
      Comment(
        postId: postID, id: 2, name: "quo vero reiciendis velit",
        email: "Jayne_Kuhic@sydney.com", body: "est natus enim nihil"),
    ]
  }

  /// Albums 1 and 2 of user 1, and album 3 of user 2.
  public static let albums: [Album] = [
    Album(userId: 1, id: 1, title: "quidem molestiae enim"),
    Album(userId: 1, id: 2, title: "sunt qui excepturi placeat culpa"),
    Album(userId: 2, id: 3, title: "omnis laborum odio"),
  ]

  /// Two photos in each album.
  public static let photos: [Photo] = albums.flatMap { album in
    (1...2).map { index in
      let id = Photo.ID((album.id.rawValue - 1) * 2 + index)
      return Photo(
        albumId: album.id, id: id, title: "photo \(id)",
        url: "https://via.placeholder.com/600/\(id)",
        thumbnailUrl: "https://via.placeholder.com/150/\(id)")
    }
  }

  /// Three to-dos of user 1, two of them done, and one pending to-do of user 2.
  public static let todos: [Todo] = [
    Todo(userId: 1, id: 1, title: "delectus aut autem", completed: false),
    Todo(userId: 1, id: 2, title: "quis ut nam facilis", completed: true),
    Todo(userId: 1, id: 3, title: "fugiat veniam minus", completed: true),
    Todo(userId: 2, id: 4, title: "et porro tempora", completed: false),
  ]

  /// A user with `id` and `name`, and plausible other fields.
  public static func user(_ id: User.ID, name: String) -> User {
    User(
      id: id,
      name: name,
      username: "user\(id)",
      email: "user\(id)@example.com",
      address: User.Address(
        street: "Kulas Light", suite: "Apt. 556", city: "Gwenborough", zipcode: "92998-3874",
        geo: User.Geo(lat: "-37.3159", lng: "81.1496")),
      phone: "1-770-736-8031 x56442",
      website: "hildegard.org",
      company: User.Company(
        name: "Romaguera-Crona", catchPhrase: "Multi-layered client-server neural-net",
        bs: "harness real-time e-markets")
    )
  }
}
