import Features
import Models
import NetworkClient
import NetworkClientTestSupport

@testable import JSONPlaceholderFeatures

/// A call to one of the client's write endpoints, as a test client records it.
enum WriteCall: Hashable, Sendable {
  case createPost(PostDraft)
  case updatePost(Post.ID, PostChanges)
  case deletePost(Post.ID)
  case createUser(UserDraft)
  case updateUser(User.ID, UserChanges)
  case deleteUser(User.ID)
}

extension NetworkClient {
  /// A client whose write endpoints record each call in `log`, then throw `failure` when there
  /// is one, or answer as the server would: a created resource gets id 101, an edited one is
  /// `original` with the changes applied. Every other endpoint is unimplemented.
  static func recordingWrites(
    into log: Log<WriteCall>, post original: Post = Sample.post(7, title: "Old", body: "Text"),
    user originalUser: User = Sample.leanne, failure: (any Error & Sendable)? = nil
  ) -> NetworkClient {
    NetworkClient.unimplemented.with {
      $0.createPost = { draft in
        log.append(.createPost(draft))
        if let failure { throw failure }
        return Post(userId: draft.userId, id: 101, title: draft.title, body: draft.body)
      }
      $0.updatePost = { id, changes in
        log.append(.updatePost(id, changes))
        if let failure { throw failure }
        var post = original
        post.title = changes.title ?? post.title
        post.body = changes.body ?? post.body
        return post
      }
      $0.deletePost = { id in
        log.append(.deletePost(id))
        if let failure { throw failure }
      }
      $0.createUser = { draft in
        log.append(.createUser(draft))
        if let failure { throw failure }
        return User(
          id: 11, name: draft.name, username: draft.username, email: draft.email,
          address: draft.address, phone: draft.phone, website: draft.website,
          company: draft.company)
      }
      $0.updateUser = { id, changes in
        log.append(.updateUser(id, changes))
        if let failure { throw failure }
        var user = originalUser
        user.name = changes.name ?? user.name
        user.email = changes.email ?? user.email
        user.address = changes.address ?? user.address
        user.company = changes.company ?? user.company
        return user
      }
      $0.deleteUser = { id in
        log.append(.deleteUser(id))
        if let failure { throw failure }
      }
    }
  }
}
