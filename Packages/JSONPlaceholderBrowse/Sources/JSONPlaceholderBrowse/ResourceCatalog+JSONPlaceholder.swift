import BrowseKit
import Features

extension ResourceCatalog {
  /// JSONPlaceholder's six resources: its own screens for the posts, the generic ones for the
  /// rest; with their fields, so that a record's screen asks only the resources whose records
  /// can point to it; and its add-ons (``RecordAddOn/jsonPlaceholder``).
  public static let jsonPlaceholder = ResourceCatalog.withRules(
    ResourceCatalog(
      resources: [
        BrowsedResource(name: "posts"),
        BrowsedResource(name: "users"),
        BrowsedResource(name: "comments"),
        BrowsedResource(name: "albums"),
        BrowsedResource(name: "photos"),
        BrowsedResource(name: "todos"),
      ],
      fields: [
        "posts": ["userId", "id", "title", "body"],
        "comments": ["postId", "id", "name", "email", "body"],
        "albums": ["userId", "id", "title"],
        "photos": ["albumId", "id", "title", "url", "thumbnailUrl"],
        "users": ["id", "name", "username", "email", "address", "phone", "website", "company"],
        "todos": ["userId", "id", "title", "completed"],
      ], addOns: RecordAddOn.jsonPlaceholder))

  /// `catalog` with the rules JSONPlaceholder's records follow, as the sample API checks them:
  /// what each resource needs, a user's and a comment's `email` an address, each foreign key a
  /// positive whole number.
  private static func withRules(_ catalog: ResourceCatalog) -> ResourceCatalog {
    var catalog = catalog
    catalog.rules = [
      "posts": ["userId": .positiveID, "title": .required, "body": .required],
      "comments": ["postId": .positiveID, "name": .required, "email": .email, "body": .required],
      "albums": ["userId": .positiveID, "title": .required],
      "photos": [
        "albumId": .positiveID, "title": .required, "url": .required, "thumbnailUrl": .required,
      ],
      "users": ["name": .required, "username": .required, "email": .email],
      "todos": ["userId": .positiveID, "title": .required, "completed": .required],
    ]
    return catalog
  }
}
