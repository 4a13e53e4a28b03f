import Features
import Foundation

/// What a browser's feature is made with by the session that runs it: what only the program
/// around it can do, its clock, whether it may use the network, the API's base URL, the
/// resources browsed and the client of their records.
struct BrowseSetup: Sendable {
  let runtime: BrowseRuntime
  /// The clock the undo window of a deletion closes on.
  let clock: any Clock<Duration>
  /// Whether the screens may never ask the server again for what they show from the store.
  let isOffline: Bool
  /// The API's base URL, which `y` makes a record's URL from; `nil` with the sample data.
  let baseURL: URL?
  let catalog: ResourceCatalog
  /// Where the records of any resource are read and written.
  let records: RecordsClient
}
