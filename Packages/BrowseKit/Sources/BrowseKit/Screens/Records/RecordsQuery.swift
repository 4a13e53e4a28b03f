import Features

/// What a generic list of records reads and shows: the records of `resource`, at `path` (the
/// resource's own, or a relation's, `customers/7/orders`), named `title` in the breadcrumb.
public struct RecordsQuery: Sendable, Hashable {
  /// The resource the records are of, which opens each.
  public var resource: BrowsedResource
  /// Where the records are read, under the base URL.
  public var path: [String]
  /// The list's name in the breadcrumb and the tab bar: the resource's name for its tab,
  /// `orders of customer 7` for a relation.
  public var title: String

  public init(tab resource: BrowsedResource) {
    self.init(resource: resource, path: resource.pathComponents, title: resource.name)
  }

  public init(resource: BrowsedResource, path: [String], title: String) {
    self.resource = resource
    self.path = path
    self.title = title
  }

  /// What one and several of the records are called: `customer`, `customers`.
  public var noun: Noun {
    Noun(singular: resource.singular, plural: resource.name)
  }
}
