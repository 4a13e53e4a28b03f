import Dependencies
import Features
import Models
import NetworkClient

/// A post's detail: loads the post, its author and its comments, and can retry after a failure.
public typealias PostDetailFeature = DetailFeature<Post.ID, PostDetail>

extension DetailFeature where ID == Post.ID, Value == PostDetail {
  /// Creates the post's detail, loading through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`. Each load fetches
  /// the post and its comments concurrently, then the author (see
  /// `NetworkClient.postDetail(id:)`).
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.init(fetch: { id in try await client.postDetail(id: id) })
  }
}

extension DetailFeature.State where ID == Post.ID, Value == PostDetail {
  /// The post to show; the same as `DetailFeature.State.id`.
  public var postID: Post.ID {
    get { id }
    set { id = newValue }
  }

  public init(postID: Post.ID, detail: Loadable<PostDetail> = .loading) {
    self.init(id: postID, detail: detail)
  }
}
