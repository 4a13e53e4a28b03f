import Features
import Foundation

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
  /// Query parameters every read of the list sends (`id_ne=3`), before the list's own search
  /// and sort; a sort the list is asked for (`S`) takes the place of their `_sort` and `_order`.
  public var filters: [URLQueryItem] = []

  public init(tab resource: BrowsedResource) {
    self.init(resource: resource, path: resource.pathComponents, title: resource.name)
  }

  public init(resource: BrowsedResource, path: [String], title: String) {
    self.resource = resource
    self.path = path
    self.title = title
  }

  /// The records at `path` that `filters` pick, named `title`.
  public init(
    resource: BrowsedResource, path: [String], filters: [URLQueryItem], title: String
  ) {
    self.init(resource: resource, path: path, title: title)
    self.filters = filters
  }

  /// What one and several of the records are called: `customer`, `customers`.
  public var noun: Noun {
    Noun(singular: resource.singular, plural: resource.name)
  }
}
