/// A tab of the browser: one of JSONPlaceholder's, shown with its own screens, or a resource
/// of the catalog shown with the generic ones. The tabs' order is the browser's
/// (``BrowseState/tabs``).
enum BrowseTab: Sendable, Hashable {
  case own(JSONPlaceholderTab)
  /// The generic list of the catalog's `index`th resource shown with the generic screens
  /// (``ResourceCatalog/genericResources``).
  case records(Int)

  static let posts = BrowseTab.own(.posts)
  static let users = BrowseTab.own(.users)
  static let albums = BrowseTab.own(.albums)
  static let todos = BrowseTab.own(.todos)

  /// The tabs of `catalog`: the resources shown with JSONPlaceholder's own screens, in the
  /// browser's order, then the others in the catalog's.
  static func tabs(of catalog: ResourceCatalog) -> [BrowseTab] {
    let screens = Set(catalog.resources.map(\.screens))
    return JSONPlaceholderTab.allCases.filter { screens.contains($0.screens) }.map(BrowseTab.own)
      + catalog.genericResources.indices.map(BrowseTab.records)
  }
}
