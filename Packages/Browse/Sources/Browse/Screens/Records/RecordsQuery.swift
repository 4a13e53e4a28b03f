import Features

/// What a generic list of records reads and shows: the records of `resource`, at `path` (the
/// resource's own, or a relation's, `customers/7/orders`), named `title` in the breadcrumb.
struct RecordsQuery: Sendable, Hashable {
  /// The resource the records are of, which opens each.
  var resource: BrowsedResource
  /// Where the records are read, under the base URL.
  var path: [String]
  /// The list's name in the breadcrumb and the tab bar: the resource's name for its tab,
  /// `orders of customer 7` for a relation.
  var title: String

  init(tab resource: BrowsedResource) {
    self.init(resource: resource, path: resource.pathComponents, title: resource.name)
  }

  init(resource: BrowsedResource, path: [String], title: String) {
    self.resource = resource
    self.path = path
    self.title = title
  }

  /// What one and several of the records are called: `customer`, `customers`.
  var noun: Noun {
    Noun(singular: resource.singular, plural: resource.name)
  }
}
