import BrowseKit
import Features
import Foundation
import JSONPlaceholderFeatures
import NetworkClient
import ScreenKit

extension BrowseFeature {
  /// The browser of `catalog`, JSONPlaceholder's own screens reading and writing through
  /// `client` where the catalog shows them, the generic ones through `collections`. The undo window
  /// of a deletion closes on `clock`. With `isOffline`, the screens never ask the server again
  /// for what they show from the store. The screens opened over the lists are those of
  /// `screens`.
  init(
    client: NetworkClient, runtime: BrowseRuntime = .inert,
    clock: any Clock<Duration> = ContinuousClock(), isOffline: Bool = false,
    baseURL: URL? = nil, catalog: ResourceCatalog = .jsonPlaceholder,
    collections: RecordCollections = .unimplemented,
    screens: [any RegisteredScreen.Type] = BrowseScreens.registered
  ) {
    self.init(
      client: client,
      setup: BrowseSetup(
        runtime: runtime, clock: clock, isOffline: isOffline, baseURL: baseURL, catalog: catalog,
        collections: collections),
      screens: screens)
  }

  /// JSONPlaceholder's browser as a session sets it up, its own screens reading and writing
  /// through `client`, the screens opened over the lists those of `screens`.
  init(
    client: NetworkClient, setup: BrowseSetup,
    screens: [any RegisteredScreen.Type] = BrowseScreens.registered
  ) {
    let deletion = DeleteFeature(client: client, undoWindow: Self.undoWindow, clock: setup.clock)
    let recordDeletions = Self.recordDeletions(setup)
    let isOffline = setup.isOffline
    let lists = [
      ScreenRegistration(
        PostsScreen(
          client: AuthorsOnce().client(client), deletion: deletion, isOffline: isOffline))
    ]
    self.init(
      setup: setup, deletions: recordDeletions, lists: lists, screens: screens
    ) { $0.with(\.client, client) }
  }
}

/// JSONPlaceholder's tabs' lists, each called as a function with its own actions.
extension BrowseFeature {
  /// The Posts tab's list, called as a function: `postsList(.reload, &state)`.
  var postsList: TabList<PostsScreen> { TabList(lists: lists, tab: .posts) }
}
