import Foundation
import HTTPClient
import ScreenKit

@testable import Browse
@testable import BrowseKit

extension BrowseFeature {
  /// The browser of `catalog` (JSONPlaceholder's by default), reading and writing through
  /// `collections`, its undo window closing on `clock`.
  init(
    runtime: BrowseRuntime = .inert, clock: any Clock<Duration> = ContinuousClock(),
    isOffline: Bool = false, baseURL: URL? = nil, catalog: ResourceCatalog = .jsonPlaceholder,
    collections: RecordCollections = .unimplemented,
    screens: [any RegisteredScreen.Type] = BrowseFeature.genericScreens
  ) {
    self.init(
      setup: BrowseSetup(
        runtime: runtime, clock: clock, isOffline: isOffline, baseURL: baseURL, catalog: catalog,
        collections: collections),
      screens: screens)
  }
}
