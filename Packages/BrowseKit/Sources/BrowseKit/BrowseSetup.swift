import Features
import Foundation

/// What a browser's feature is made with by the session that runs it: what only the program
/// around it can do, its clock, whether it may use the network, the API's base URL, the
/// resources browsed and the clients of their collections.
public struct BrowseSetup: Sendable {
  public init(
    runtime: BrowseRuntime, clock: any Clock<Duration>, isOffline: Bool, baseURL: URL?,
    catalog: ResourceCatalog, collections: RecordCollections
  ) {
    self.runtime = runtime
    self.clock = clock
    self.isOffline = isOffline
    self.baseURL = baseURL
    self.catalog = catalog
    self.collections = collections
  }

  public let runtime: BrowseRuntime
  /// The clock the undo window of a deletion closes on.
  public let clock: any Clock<Duration>
  /// Whether the screens may never ask the server again for what they show from the store.
  public let isOffline: Bool
  /// The API's base URL, which `y` makes a record's URL from; `nil` with the sample data.
  public let baseURL: URL?
  public let catalog: ResourceCatalog
  /// Where the records of any resource are read and written.
  public let collections: RecordCollections
}
