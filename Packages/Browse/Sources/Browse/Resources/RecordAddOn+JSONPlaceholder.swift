import BrowseKit
import Models

extension RecordAddOn {
  /// JSONPlaceholder's add-ons: a post or a user that a link or a list of records opens is
  /// shown on its own screen, as its tab opens it, where the catalog shows its resource with
  /// JSONPlaceholder's screens; an album opens as its photos, on the generic list, which shows
  /// them as tiles.
  public static let jsonPlaceholder: [RecordAddOn] = [
    screen("a post", of: .posts) { .post(Post.ID($0)) },
    screen("a user", of: .users) { .user(User.ID($0)) },
    RecordAddOn(
      "an album", for: .resource("albums"),
      screen: { key in
        let photos = BrowsedResource(name: "photos")
        return .records(
          RecordsQuery(
            resource: photos, path: key.resource.pathComponents + [key.id, photos.name],
            title: "photos of album \(key.id)"))
      }),
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
