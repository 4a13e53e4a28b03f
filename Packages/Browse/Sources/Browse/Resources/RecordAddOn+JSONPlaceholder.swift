import BrowseKit
import Models

extension RecordAddOn {
  /// JSONPlaceholder's add-ons: a post, a user or an album that a link or a list of records
  /// opens is shown on its own screen, as its tab opens it, where the catalog shows its
  /// resource with JSONPlaceholder's screens.
  public static let jsonPlaceholder: [RecordAddOn] = [
    screen("a post", of: .posts) { .post(Post.ID($0)) },
    screen("a user", of: .users) { .user(User.ID($0)) },
    screen("an album", of: .albums) { .album(Album.ID($0)) },
  ]

  /// The add-on that shows the records of the resource shown with `screens` on the screen
  /// `destination` makes of their id.
  private static func screen(
    _ name: String, of screens: BrowsedResource.Screens,
    _ destination: @escaping @Sendable (Int) -> BrowseDelegate.Destination
  ) -> RecordAddOn {
    RecordAddOn(
      name, for: .resource(screens.name),
      screen: { key in
        guard key.resource.screens == screens, let id = Int(key.id) else { return nil }
        return destination(id)
      })
  }
}
