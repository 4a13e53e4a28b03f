import Foundation
import HTTPClient
import Models
import NetworkClient

extension Endpoint {
  /// A collection endpoint: `GET /{name}`, or `GET /{parent}/{id}/{name}` below a parent item,
  /// with `filters` and then `list`'s as query items.
  ///
  /// A 404 from a nested collection means its parent is missing; one from a top-level
  /// collection names no item. (json-server answers a missing parent's children with `200 []`,
  /// which is simply an empty page.)
  fileprivate static func collection<Element: Decodable>(
    _ name: String, below parent: Item? = nil, filters: [URLQueryItem] = [],
    list: RecordQuery
  ) -> Self where Response == ListPayload<Element> {
    let parentPath = parent.map { [$0.resource + "s", $0.id] } ?? []
    return Self(
      pathComponents: parentPath + [name], queryItems: filters + list.jsonServerQueryItems,
      resource: name, item: parent,
      payload: { data, decoder in
        try ListPayload(decoding: data, with: decoder, resource: name)
      })
  }
}

extension Endpoint where Response: Decodable {
  /// A single item's endpoint, `GET /{resource}s/{id}`; a 404 means the item is missing.
  fileprivate static func item(_ resource: String, id: some CustomStringConvertible) -> Self {
    Self(
      pathComponents: [resource + "s", "\(id)"], resource: resource,
      item: Item(resource: resource, id: "\(id)"), payload: decodedPayload)
  }
}

extension Endpoint where Response == ListPayload<Post> {
  /// `GET /posts`, or `GET /users/{id}/posts` for one author.
  static func posts(_ query: PostQuery) -> Self {
    .collection(
      "posts", below: query.userID.map { Item(resource: "user", id: "\($0)") },
      list: query.list)
  }
}

extension Endpoint where Response == Post {
  /// `GET /posts/{id}`; a 404 means the post is missing.
  static func post(_ id: Post.ID) -> Self {
    .item("post", id: id)
  }
}

extension Endpoint where Response == ExpandedPost {
  /// `GET /posts/{id}?_expand=user`: the post with its author where the server expands it; a
  /// 404 means the post is missing.
  static func postExpandingAuthor(_ id: Post.ID) -> Self {
    var endpoint = Self.item("post", id: id)
    endpoint.queryItems = [URLQueryItem(name: "_expand", value: "user")]
    return endpoint
  }
}

extension Endpoint where Response == ListPayload<User> {
  /// `GET /users`.
  static func users(_ query: UserQuery) -> Self {
    .collection("users", list: query.list)
  }
}

extension Endpoint where Response == User {
  /// `GET /users/{id}`; a 404 means the user is missing.
  static func user(_ id: User.ID) -> Self {
    .item("user", id: id)
  }
}

extension Endpoint where Response == ListPayload<Comment> {
  /// `GET /comments`, or `GET /posts/{id}/comments` for one post.
  static func comments(_ query: CommentQuery) -> Self {
    .collection(
      "comments", below: query.postID.map { Item(resource: "post", id: "\($0)") },
      list: query.list)
  }
}

extension Endpoint where Response == ListPayload<Album> {
  /// `GET /albums`, or `GET /users/{id}/albums` for one owner.
  static func albums(_ query: AlbumQuery) -> Self {
    .collection(
      "albums", below: query.userID.map { Item(resource: "user", id: "\($0)") },
      list: query.list)
  }
}

extension Endpoint where Response == Album {
  /// `GET /albums/{id}`; a 404 means the album is missing.
  static func album(_ id: Album.ID) -> Self {
    .item("album", id: id)
  }
}

extension Endpoint where Response == Photo {
  /// `GET /photos/{id}`; a 404 means the photo is missing.
  static func photo(_ id: Photo.ID) -> Self {
    .item("photo", id: id)
  }
}

extension Endpoint where Response == ListPayload<Photo> {
  /// `GET /photos`, or `GET /albums/{id}/photos` for one album.
  static func photos(_ query: PhotoQuery) -> Self {
    .collection(
      "photos", below: query.albumID.map { Item(resource: "album", id: "\($0)") },
      list: query.list)
  }
}

extension Endpoint where Response == ListPayload<Todo> {
  /// `GET /todos`, or `GET /users/{id}/todos` for one owner, with `completed=true|false` when
  /// the query asks for the done or the pending ones only.
  static func todos(_ query: TodoQuery) -> Self {
    .collection(
      "todos", below: query.userID.map { Item(resource: "user", id: "\($0)") },
      filters: query.completed.map { [URLQueryItem(name: "completed", value: "\($0)")] } ?? [],
      list: query.list)
  }
}
