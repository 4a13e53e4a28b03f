import Foundation
import HTTPBasics
import Models
import NetworkClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request the API answers with a `Response`: its method, where it lives, what it sends, which
/// statuses mean success, what its payload is called in errors, which item a 404 from it means
/// is missing, and how its payload is read.
struct Endpoint<Response: Sendable>: Sendable {
  /// An item that a 404 from the endpoint reports as not found, such as `post` `999`.
  struct Item: Sendable, Hashable {
    /// The item's kind in the singular, such as `post`.
    var resource: String
    /// The item's identifier as the URL spells it.
    var id: String
  }

  /// The HTTP method, such as `GET` or `PATCH`.
  var method = "GET"
  /// The path below the base URL, one element per segment, such as `["posts", "1"]`.
  var pathComponents: [String]
  /// The query's parameters, in order, not yet percent-encoded, such as `_page` `2`; empty for
  /// none, so the URL has no `?` at all.
  var queryItems: [URLQueryItem] = []
  /// The JSON body to send, or `nil` for none.
  var body: Data?
  /// The name of the payload in decoding errors, such as `posts` or `user`.
  var resource: String
  /// The item whose absence a 404 means, or `nil` for a collection that has no one item to miss.
  var item: Item?
  /// The statuses that mean success, or `nil` for any 2xx.
  var successStatuses: Set<Int>?
  /// Whether the request creates an item, so that a success without a readable item leaves it
  /// unknown whether one was created.
  var createsItem = false
  /// Reads the payload of a successful answer with the client's decoder.
  var payload: @Sendable (Data, JSONDecoder) throws -> Response

  /// The endpoint's URL below `baseURL`.
  ///
  /// The path is appended to the base URL's, so a base with a path prefix (`…/api` or `…/api/`)
  /// keeps it, with or without a trailing slash. Each query name and value is percent-encoded
  /// on its own (see `QueryEncoding` in `HTTPBasics`), so that `&`, `=`, `+`, `#` or a space in a value stay
  /// part of it; the query replaces any the base URL had.
  func url(relativeTo baseURL: URL) -> URL {
    let url = pathComponents.reduce(baseURL) { url, component in
      url.appendingPathComponent(component)
    }
    guard !queryItems.isEmpty,
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return url }
    components.percentEncodedQuery = QueryEncoding.query(queryItems)
    return components.url ?? url
  }

  /// The request for the endpoint below `baseURL`, asking for JSON as `userAgent`, with the
  /// ``body`` as `application/json; charset=utf-8` when there is one.
  func urlRequest(relativeTo baseURL: URL, userAgent: String) -> URLRequest {
    var request = URLRequest(url: url(relativeTo: baseURL))
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
    if let body {
      request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
      request.httpBody = body
    }
    return request
  }

  /// Whether `status` means success.
  func accepts(_ status: Int) -> Bool {
    successStatuses?.contains(status) ?? (200..<300).contains(status)
  }
}

extension Endpoint where Response: Decodable {
  /// The payload of a successful answer, decoded from JSON; a number too large for its type is
  /// reported at its path (see ``Foundation/JSONDecoder/decodeLocatingUnfitNumbers(_:from:)``).
  static var decodedPayload: @Sendable (Data, JSONDecoder) throws -> Response {
    { data, decoder in try decoder.decodeLocatingUnfitNumbers(Response.self, from: data) }
  }
}

extension Endpoint {
  /// A collection endpoint: `GET /{name}`, or `GET /{parent}/{id}/{name}` below a parent item,
  /// with `filters` and then `options` as query items.
  ///
  /// A 404 from a nested collection means its parent is missing; one from a top-level
  /// collection names no item. (json-server answers a missing parent's children with `200 []`,
  /// which is simply an empty page.)
  fileprivate static func collection<Element: Decodable>(
    _ name: String, below parent: Item? = nil, filters: [URLQueryItem] = [],
    options: ListOptions
  ) -> Self where Response == ListPayload<Element> {
    let parentPath = parent.map { [$0.resource + "s", $0.id] } ?? []
    return Self(
      pathComponents: parentPath + [name], queryItems: filters + options.queryItems,
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
      options: query.options)
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
    .collection("users", options: query.options)
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
      options: query.options)
  }
}

extension Endpoint where Response == ListPayload<Album> {
  /// `GET /albums`, or `GET /users/{id}/albums` for one owner.
  static func albums(_ query: AlbumQuery) -> Self {
    .collection(
      "albums", below: query.userID.map { Item(resource: "user", id: "\($0)") },
      options: query.options)
  }
}

extension Endpoint where Response == Album {
  /// `GET /albums/{id}`; a 404 means the album is missing.
  static func album(_ id: Album.ID) -> Self {
    .item("album", id: id)
  }
}

extension Endpoint where Response == ListPayload<Photo> {
  /// `GET /photos`, or `GET /albums/{id}/photos` for one album.
  static func photos(_ query: PhotoQuery) -> Self {
    .collection(
      "photos", below: query.albumID.map { Item(resource: "album", id: "\($0)") },
      options: query.options)
  }
}

extension Endpoint where Response == ListPayload<Todo> {
  /// `GET /todos`, or `GET /users/{id}/todos` for one owner, with `completed=true|false` when
  /// the query asks for the done or the pending ones only.
  static func todos(_ query: TodoQuery) -> Self {
    .collection(
      "todos", below: query.userID.map { Item(resource: "user", id: "\($0)") },
      filters: query.completed.map { [URLQueryItem(name: "completed", value: "\($0)")] } ?? [],
      options: query.options)
  }
}
