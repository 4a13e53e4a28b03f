import Models

extension SampleDataset {
  /// The data served unless another dataset is given: JSONPlaceholder's shape with its own text.
  ///
  /// Like the real service it has 10 users, 100 posts (10 per user), 500 comments (5 per post),
  /// 100 albums (10 per user), 5000 photos (50 per album) and 200 to-dos (20 per user), with
  /// identifiers from 1 up. The text is mostly plain English with line breaks in post and comment
  /// bodies; a few names and titles carry accents, CJK characters and emoji (including the
  /// multi-scalar 👩‍💻 and flags) so that rendering gets exercised. It is built once, on first use.
  public static let standard = SampleDataset(
    users: standardUsers, posts: standardPosts, comments: standardComments,
    albums: standardAlbums, photos: standardPhotos, todos: standardTodos)

  /// Builds the standard dataset afresh; every call returns the same data.
  static func makeStandard() -> SampleDataset {
    SampleDataset(
      users: standardUsers, posts: makePosts(), comments: makeComments(), albums: makeAlbums(),
      photos: makePhotos(), todos: makeTodos())
  }

  // Each resource of ``standard`` on its own, made the first time it is asked for: the sample
  // API's tables are built from these, so that a program that lists posts never makes 5000
  // photos.
  static let standardPosts = makePosts()
  static let standardComments = makeComments()
  static let standardAlbums = makeAlbums()
  static let standardPhotos = makePhotos()
  static let standardTodos = makeTodos()

  private static func makePosts() -> [Post] { (1...100).map(makePost) }
  private static func makeComments() -> [Comment] { (1...500).map(makeComment) }
  private static func makeAlbums() -> [Album] { (1...100).map(makeAlbum) }
  private static func makePhotos() -> [Photo] { (1...5000).map(makePhoto) }
  private static func makeTodos() -> [Todo] { (1...200).map(makeTodo) }

  private static func makePost(id: Int) -> Post {
    let title =
      specialPostTitles[id]
      ?? "\(Phrasebook.pick(Phrasebook.postOpeners, id - 1)) \(postTopic(id))"
    return Post(
      userId: User.ID((id - 1) / 10 + 1),
      id: Post.ID(id),
      title: title,
      body: Phrasebook.lines(3 + id % 2, seed: id * 4)
    )
  }

  /// What post `id` is about; its comments refer to the same topic. A user's ten posts have ten
  /// different topics, and no two posts share both opener and topic.
  private static func postTopic(_ id: Int) -> String {
    let index = id - 1
    return Phrasebook.pick(Phrasebook.topics, 5 * (index % 10) + index / 10)
  }

  private static func makeComment(id: Int) -> Comment {
    let postID = (id - 1) / 5 + 1
    let name =
      specialCommentNames[id]
      ?? "\(Phrasebook.pick(Phrasebook.reactions, id * 4)) \(postTopic(postID))"
    let first = Phrasebook.pick(Phrasebook.firstNames, id)
    let last = Phrasebook.pick(Phrasebook.lastNames, id * 7)
    let number = id % 4 == 0 ? String(id % 97) : ""
    let domain = Phrasebook.pick(Phrasebook.mailDomains, id * 3)
    let reply = Phrasebook.pick(Phrasebook.replies, id * 5)
    return Comment(
      postId: Post.ID(postID),
      id: Comment.ID(id),
      name: name,
      email: "\(first).\(last)\(number)@\(domain)",
      body: "\(reply)\n\(Phrasebook.lines(1 + id % 2, seed: id * 3 + 1000))"
    )
  }

  private static func makeAlbum(id: Int) -> Album {
    let title =
      specialAlbumTitles[id]
      ?? "\(Phrasebook.pick(Phrasebook.albumMoods, id)) \(Phrasebook.pick(Phrasebook.places, id * 5))"
    return Album(userId: User.ID((id - 1) / 10 + 1), id: Album.ID(id), title: title)
  }

  private static func makePhoto(id: Int) -> Photo {
    let adjective = Phrasebook.pick(Phrasebook.photoAdjectives, id)
    let subject = Phrasebook.pick(Phrasebook.photoSubjects, id / 11 + id * 3)
    let time = Phrasebook.pick(Phrasebook.photoTimes, id * 5)
    let color = String((id * 0x9E37_79B1) >> 8 & 0xFF_FFFF, radix: 16)
    let hex = String(repeating: "0", count: 6 - color.count) + color
    return Photo(
      albumId: Album.ID((id - 1) / 50 + 1),
      id: Photo.ID(id),
      title: "\(adjective) \(subject) \(time)",
      url: "https://sample.invalid/photos/600/\(hex)",
      thumbnailUrl: "https://sample.invalid/photos/150/\(hex)"
    )
  }

  private static func makeTodo(id: Int) -> Todo {
    let userID = (id - 1) / 20 + 1
    let title =
      specialTodoTitles[id]
      ?? Phrasebook.pick(Phrasebook.chores, id * 7)
      + Phrasebook.pick(Phrasebook.deadlines, id / 25 + id)
    return Todo(
      userId: User.ID(userID),
      id: Todo.ID(id),
      title: title,
      completed: (id * 7) % 10 < 3 + userID % 5
    )
  }

  private static let specialPostTitles = [
    7: "Ramen notes from 東京 🍜",
    13: "Pairing with 김 on a Friday 👩‍💻",
    24: "Crème brûlée for a crowd",
    42: "Señor Jalapeño's über-spicy salsa",
    77: "Night trains from 🇯🇵 to 🇰🇷",
  ]

  private static let specialCommentNames = [
    3: "Très bien, merci 🙌",
    64: "Zürich had the same problem",
  ]

  private static let specialAlbumTitles = [
    5: "Cherry blossoms in 東京 🌸",
    12: "Road trip through 🇵🇹",
    33: "Café hopping in Zürich",
  ]

  private static let specialTodoTitles = [
    9: "Order a cake for Zoë's birthday 🎂"
  ]
}
