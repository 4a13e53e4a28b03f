/// A tab of the browser: the resource whose list it shows, by the resource's name (`posts`,
/// `customers`). The tabs' order is the browser's (``BrowseState/tabs``).
public struct BrowseTab: Sendable, Hashable {
  /// The name of the resource the tab lists.
  public let resource: String

  public init(resource: String) {
    self.resource = resource
  }

  public init(_ resource: BrowsedResource) {
    self.init(resource: resource.name)
  }

  /// The tab of the resource whose registered list `screens` are.
  public init(_ screens: BrowsedResource.Screens) {
    self.init(resource: screens.name)
  }

  /// The tabs of `catalog`: the resources shown with a list registered for them, in their
  /// lists' order, then the others in the catalog's.
  public static func tabs(of catalog: ResourceCatalog) -> [BrowseTab] {
    catalog.ownResources.map(BrowseTab.init) + catalog.genericResources.map(BrowseTab.init)
  }
}
