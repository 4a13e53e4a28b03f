import NetworkClient
import ScreenKit

/// What the browser makes its screens' features with: the clients they read and write
/// through, the tabs' lists whose features some reuse, the resources browsed, and what only
/// the program around the browser can do.
struct ScreenContext: Sendable {
  let client: NetworkClient
  /// Where the records of any resource are read and written.
  let records: RecordsClient
  let lists: TabLists
  /// The to-dos' list, which a user's to-dos opened over their screen are too.
  let todos: TodosScreen
  let catalog: ResourceCatalog
  /// Whether the screens may never ask the server again for what they show from the store.
  let isOffline: Bool
  let runtime: BrowseRuntime
}
