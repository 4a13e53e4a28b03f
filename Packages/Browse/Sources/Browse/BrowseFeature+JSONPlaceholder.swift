import Features
import Foundation
import JSONPlaceholderFeatures
import NetworkClient
import ScreenKit

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
    let recordDeletions = DeletionList(
      deletion: DeletionFeature(records: records, undoWindow: Self.undoWindow, clock: clock))
    let todos = TodosScreen(
      checklist: TodoChecklistFeature(client: client), deletions: recordDeletions,
      isOffline: isOffline)
    let lists = TabLists(
      records: RecordsScreen(
        records: records, deletions: recordDeletions, isOffline: isOffline,
        openURL: runtime.openURL),
      lists: [
        ScreenRegistration(
          PostsScreen(
            client: AuthorsOnce().client(client), deletion: deletion, isOffline: isOffline)),
        ScreenRegistration(
          UsersScreen(
            users: UsersListFeature(client: client), deletions: DeletionList(deletion: deletion),
            isOffline: isOffline, openURL: runtime.openURL)),
        ScreenRegistration(
          AlbumsScreen(
            albums: AlbumsFeature(client: client), deletions: recordDeletions,
            isOffline: isOffline)),
        ScreenRegistration(todos),
      ])
    let opened = BrowseScreens.features(
      screens,
      ScreenContext(
        records: records, lists: lists, catalog: catalog, isOffline: isOffline, runtime: runtime
      )
      .with(\.client, client).with(\.todos, todos))
    self.init(
      lists: lists, opened: opened, kinds: ScreenKind.all(in: catalog, screens: screens),
      catalog: catalog, runtime: runtime, baseURL: baseURL)
  }
}

extension BrowseFeature {
  /// JSONPlaceholder's browser as a session sets it up, its own screens reading and writing
  /// through `client`.
  init(client: NetworkClient, setup: BrowseSetup) {
    self.init(
      client: client, runtime: setup.runtime, clock: setup.clock, isOffline: setup.isOffline,
      baseURL: setup.baseURL, catalog: setup.catalog, records: setup.records)
  }
}

/// JSONPlaceholder's tabs' lists, each called as a function with its own actions.
extension BrowseFeature {
  /// The Posts tab's list, called as a function: `postsList(.reload, &state)`.
  var postsList: TabList<PostsScreen> { TabList(lists: lists, tab: .posts) }
  var usersList: TabList<UsersScreen> { TabList(lists: lists, tab: .users) }
  var todosList: TabList<TodosScreen> { TabList(lists: lists, tab: .todos) }
  var albumsList: TabList<AlbumsScreen> { TabList(lists: lists, tab: .albums) }
}
