import Features
import ScreenKit

/// What the browser makes its screens' features with: the clients of any resource's records,
/// the tabs' lists whose features some reuse, the resources browsed, what only the program
/// around the browser can do, and what an API's own screens are made with (its client, the
/// feature of one of its lists), each under a key of its own (``ScreenContextKey``).
public struct ScreenContext: Sendable {
  /// Where the records of any resource are read and written.
  public let collections: RecordCollections
  public let lists: TabLists
  public let catalog: ResourceCatalog
  /// Whether the screens may never ask the server again for what they show from the store.
  public let isOffline: Bool
  public let runtime: BrowseRuntime
  private var values: [ObjectIdentifier: any Sendable] = [:]

  public init(
    collections: RecordCollections, lists: TabLists, catalog: ResourceCatalog, isOffline: Bool,
    runtime: BrowseRuntime
  ) {
    self.collections = collections
    self.lists = lists
    self.catalog = catalog
    self.isOffline = isOffline
    self.runtime = runtime
  }

  /// The value of `key`, or its default when none was set.
  public subscript<Key: ScreenContextKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// This context with `value` at `path`: an extension's value of an API's.
  public func with<Value>(_ path: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
    var context = self
    context[keyPath: path] = value
    return context
  }
}

/// A key of what an API's screens are made with, beyond what the browser gives every screen,
/// as SwiftUI's environment keys are: an extension of ``ScreenContext`` reads it by name.
public protocol ScreenContextKey {
  associatedtype Value: Sendable
  /// What a context where the key was not set holds.
  static var defaultValue: Value { get }
}
