import Foundation
import Models

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `GET` request the API answers with a `Response`: where it lives, what its payload is called
/// in errors, and which item a 404 from it means is missing.
struct Endpoint<Response: Decodable & Sendable>: Sendable {
  /// An item that a 404 from the endpoint reports as not found, such as `post` `999`.
  struct Item: Sendable, Hashable {
    /// The item's kind in the singular, such as `post`.
    var resource: String
    /// The item's identifier as the URL spells it.
    var id: String
  }

  /// The path below the base URL, one element per segment, such as `["posts", "1"]`.
  var pathComponents: [String]
  /// The name of the payload in decoding errors, such as `posts` or `user`.
  var resource: String
  /// The item whose absence a 404 means, or `nil` for a collection that has no one item to miss.
  var item: Item?

  /// The endpoint's URL below `baseURL`.
  ///
  /// The path is appended to the base URL's, so a base with a path prefix (`…/api` or `…/api/`)
  /// keeps it, with or without a trailing slash.
  func url(relativeTo baseURL: URL) -> URL {
    pathComponents.reduce(baseURL) { url, component in url.appendingPathComponent(component) }
  }

  /// The request for the endpoint below `baseURL`, asking for JSON as `userAgent`.
  func urlRequest(relativeTo baseURL: URL, userAgent: String) -> URLRequest {
    var request = URLRequest(url: url(relativeTo: baseURL))
    request.httpMethod = "GET"
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
    return request
  }
}

extension Endpoint where Response == [Post] {
  /// `GET /posts`.
  static var posts: Self {
    Self(pathComponents: ["posts"], resource: "posts", item: nil)
  }
}

extension Endpoint where Response == Post {
  /// `GET /posts/{id}`; a 404 means the post is missing.
  static func post(_ id: Post.ID) -> Self {
    Self(
      pathComponents: ["posts", "\(id)"], resource: "post",
      item: Item(resource: "post", id: "\(id)"))
  }
}

extension Endpoint where Response == [User] {
  /// `GET /users`.
  static var users: Self {
    Self(pathComponents: ["users"], resource: "users", item: nil)
  }
}

extension Endpoint where Response == User {
  /// `GET /users/{id}`; a 404 means the user is missing.
  static func user(_ id: User.ID) -> Self {
    Self(
      pathComponents: ["users", "\(id)"], resource: "user",
      item: Item(resource: "user", id: "\(id)"))
  }
}

extension Endpoint where Response == [Comment] {
  /// `GET /posts/{id}/comments`; a 404 means the post is missing.
  static func comments(_ postID: Post.ID) -> Self {
    Self(
      pathComponents: ["posts", "\(postID)", "comments"], resource: "comments",
      item: Item(resource: "post", id: "\(postID)"))
  }
}
