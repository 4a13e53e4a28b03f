import NetworkClient
import NetworkClientLive
import NetworkClientTestSupport

extension Fixtures {
  /// Every endpoint's path for the fixtures, with its answer.
  static func routes() throws -> [String: StubResponse] {
    var routes: [String: StubResponse] = [
      "/posts": try .json(posts),
      "/users": try .json(users),
      "/comments": try .json(posts.flatMap { comments(on: $0.id) }),
      "/albums": try .json(albums),
      "/photos": try .json(photos),
      "/todos": try .json(todos),
    ]
    for post in posts {
      routes["/posts/\(post.id)"] = try .json(post)
      routes["/posts/\(post.id)/comments"] = try .json(comments(on: post.id))
    }
    for user in users {
      routes["/users/\(user.id)"] = try .json(user)
      routes["/users/\(user.id)/posts"] = try .json(posts.filter { $0.userId == user.id })
      routes["/users/\(user.id)/albums"] = try .json(albums.filter { $0.userId == user.id })
      routes["/users/\(user.id)/todos"] = try .json(todos.filter { $0.userId == user.id })
    }
    for photo in photos {
      routes["/photos/\(photo.id)"] = try .json(photo)
    }
    for album in albums {
      routes["/albums/\(album.id)"] = try .json(album)
      routes["/albums/\(album.id)/photos"] = try .json(photos.filter { $0.albumId == album.id })
    }
    return routes
  }
}
