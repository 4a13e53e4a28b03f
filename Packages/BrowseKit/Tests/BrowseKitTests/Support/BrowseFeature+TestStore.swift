import BrowseKit
import Features
import HTTPClient
import TerminalKit

extension Store where R == BrowseFeature {
  /// A browser of `catalog` at `size`, its records read through `collections`, that runs
  /// nothing of a terminal's (`BrowseRuntime.inert`).
  static func browser(
    catalog: ResourceCatalog, collections: RecordCollections, size: TerminalSize
  ) -> Store<BrowseFeature> {
    let setup = BrowseSetup(
      runtime: .inert, clock: ContinuousClock(), isOffline: false, baseURL: nil,
      catalog: catalog, collections: collections)
    return Store(
      initialState: BrowseState(size: size, catalog: catalog), reducer: BrowseFeature(setup: setup))
  }
}
