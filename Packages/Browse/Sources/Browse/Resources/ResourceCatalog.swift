/// The resources the browser shows, each a tab, and how their records name each other (the id
/// field, the foreign keys' suffix), as json-server's `--id` and `--foreignKeySuffix` set them.
///
/// The tabs are those of the resources shown with JSONPlaceholder's own screens first, in the
/// browser's order (posts, users, albums, to-dos), so that `1`–`4` stay where they were; then
/// the others, in the catalog's order.
public struct ResourceCatalog: Sendable, Hashable {
  public var resources: [BrowsedResource]
  /// The member that identifies a record: json-server's `--id`.
  public var idField: String
  /// What follows a resource's singular name in a foreign key: json-server's
  /// `--foreignKeySuffix`.
  public var foreignKeySuffix: String
  /// The names of each resource's fields, by resource name, from the records seen when the
  /// catalog was made (the server's `/db`); a resource missing here has fields not known yet.
  public var fields: [String: [String]]

  public init(
    resources: [BrowsedResource], idField: String = "id", foreignKeySuffix: String = "Id",
    fields: [String: [String]] = [:]
  ) {
    self.resources = resources
    self.idField = idField
    self.foreignKeySuffix = foreignKeySuffix
    self.fields = fields
  }

  /// JSONPlaceholder's six resources: its own screens for the posts, users, albums and to-dos,
  /// the generic ones for the comments and photos; with their fields, so that a record's
  /// screen asks only the resources whose records can point to it.
  public static let jsonPlaceholder = ResourceCatalog(
    resources: [
      BrowsedResource(name: "posts", screens: .posts),
      BrowsedResource(name: "comments"),
      BrowsedResource(name: "albums", screens: .albums),
      BrowsedResource(name: "photos"),
      BrowsedResource(name: "users", screens: .users),
      BrowsedResource(name: "todos", screens: .todos),
    ],
    fields: [
      "posts": ["userId", "id", "title", "body"],
      "comments": ["postId", "id", "name", "email", "body"],
      "albums": ["userId", "id", "title"],
      "photos": ["albumId", "id", "title", "url", "thumbnailUrl"],
      "users": ["id", "name", "username", "email", "address", "phone", "website", "company"],
      "todos": ["userId", "id", "title", "completed"],
    ])

  /// The resources shown with the generic screens, in the catalog's order.
  public var genericResources: [BrowsedResource] {
    resources.filter { $0.screens == .generic }
  }
}
