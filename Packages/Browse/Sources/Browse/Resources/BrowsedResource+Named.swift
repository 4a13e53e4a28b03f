import BrowseKit
import HTTPClient

extension BrowsedResource {
  /// The tab of `resource`, as a settings file or the command line names it (`NAME:PATH`).
  public init(named resource: NamedResource) {
    self.init(name: resource.name, path: resource.path)
  }
}
