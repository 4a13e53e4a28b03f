import Features

/// The resources the browser shows, each a tab, and how their records name each other (the id
/// field, the foreign keys' suffix), as json-server's `--id` and `--foreignKeySuffix` set them.
///
/// The tabs are those of the resources shown with a list registered for them first, in the
/// order their lists give (JSONPlaceholder's posts, users, albums, to-dos), so that `1`–`4`
/// stay where they were; then the others, in the catalog's order.
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
  /// What the API adds to the record screen, for a resource or for records of a shape
  /// (``RecordAddOn``).
  public var addOns: [RecordAddOn]
  /// The rules a resource's fields follow, by resource name then field name, which its record
  /// forms check before anything is sent, as a server's description could say them: a
  /// required `title`, an `email` that is an address, a `userId` that is a positive whole
  /// number. A field without one takes anything.
  public var rules: [String: [String: FormValidation.Rule]] = [:]

  public init(
    resources: [BrowsedResource], idField: String = "id", foreignKeySuffix: String = "Id",
    fields: [String: [String]] = [:], addOns: [RecordAddOn] = []
  ) {
    self.resources = resources
    self.idField = idField
    self.foreignKeySuffix = foreignKeySuffix
    self.fields = fields
    self.addOns = addOns
  }

  /// The resources shown with a list registered for them, in the order of their tabs.
  var ownResources: [BrowsedResource] {
    resources.filter { $0.screens.list != nil }.enumerated()
      .sorted { ($0.element.screens.order, $0.offset) < ($1.element.screens.order, $1.offset) }
      .map(\.element)
  }

  /// The resources shown with the generic screens, in the catalog's order.
  var genericResources: [BrowsedResource] {
    resources.filter { $0.screens == .generic }
  }
}
