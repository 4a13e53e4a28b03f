/// A record of a resource of the catalog, shown by the generic record screen: the resource,
/// and the record's id as it stands in its URL (`7`, `a1b2`).
struct RecordKey: Sendable, Hashable {
  var resource: BrowsedResource
  var id: String

  /// The path of the record under the base URL: the resource's, then the id.
  var pathComponents: [String] { resource.pathComponents + [id] }
}
