import Features
import Foundation
import JSONPlaceholderFeatures
import NetworkClient

extension BrowseFeature {
  /// The browser of `catalog`, JSONPlaceholder's own screens reading and writing through
  /// `client` where the catalog shows them, the generic ones through `records`. The undo window
  /// of a deletion closes on `clock`. With `isOffline`, the screens never ask the server again
  /// for what they show from the store. The screens opened over the lists are those of
  /// `screens`.
  init(
    client: NetworkClient, runtime: BrowseRuntime = .inert,
    clock: any Clock<Duration> = ContinuousClock(), isOffline: Bool = false,
    baseURL: URL? = nil, catalog: ResourceCatalog = .jsonPlaceholder,
    records: RecordsClient = .unimplemented,
    screens: [any RegisteredScreen.Type] = BrowseScreens.registered
  ) {
    let deletion = DeleteFeature(client: client, undoWindow: Self.undoWindow, clock: clock)
    let lists = TabLists(
      client: client, records: records, deletion: deletion,
      recordDeletion: DeletionFeature(records: records, undoWindow: Self.undoWindow, clock: clock),
      isOffline: isOffline, openURL: runtime.openURL)
    let opened = BrowseScreens.features(
      screens,
      ScreenContext(
        client: client, records: records, lists: lists, catalog: catalog, isOffline: isOffline,
        runtime: runtime))
    self.init(
      lists: lists, opened: opened, catalog: catalog, runtime: runtime, baseURL: baseURL)
  }
}
