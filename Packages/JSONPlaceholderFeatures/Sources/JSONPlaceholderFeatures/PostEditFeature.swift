import Dependencies
import Features
import Models
import NetworkClient

/// Editing a post: loads the post, then edits its title and body in a ``PostFormFeature``.
public typealias PostEditFeature = EditFeature<Post, PostFormFeature>

extension EditFeature where Item == Post, Form == PostFormFeature {
  /// Creates the feature, loading and saving through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.init(fetch: { id in try await client.post(id) }, form: PostFormFeature(client: client))
  }

  public init(fetch: @escaping @Sendable (Post.ID) async throws -> Post, form: PostFormFeature) {
    self.init(fetch: fetch, form: form) { PostFormFeature.State(mode: .edit($0)) }
  }
}
