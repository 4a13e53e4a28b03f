import Models
import NetworkClient

/// The posts a person picked on the screen, by id.
///
/// A public type that uses a tagged id's conformances (here `Hashable` and `Sendable`, through
/// `Set<PostSummary.ID>`) must import `Models`, which declares them, though the id comes from
/// `NetworkClient`: the compiler says `cannot use conformance of 'Tagged<Tag, RawValue>' to
/// 'Hashable' in a property declaration marked public …; 'Models' was not imported by this
/// file` without it (`make test-consumer` checks that it still does).
public struct PostSelection: Sendable, Hashable {
  public private(set) var ids: Set<PostSummary.ID> = []

  public init() {}

  /// Picks `post`, or gives it up when it was picked.
  public mutating func toggle(_ post: PostSummary) {
    if ids.remove(post.id) == nil {
      ids.insert(post.id)
    }
  }
}
