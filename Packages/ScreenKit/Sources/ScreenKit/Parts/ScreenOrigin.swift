import HTTPClient

/// Where the data a screen shows came from, and whether it asked the server again since it
/// first showed it from the store.
///
/// A screen's first load accepts any stored answer, so it shows at once; its reads report their
/// sources while they run (``record(_:)``), and each answer that the screen takes counts them:
/// ``replace()`` for data that replaces what was shown, ``add()`` for the next page of a list.
/// What is loading is the screen's child's to say; this keeps only where the data came from.
public struct ScreenOrigin: Sendable, Hashable {
  public private(set) var shown = DataOrigin()
  /// The sources of the reads whose answer has not been taken yet.
  private var pending = DataOrigin()
  /// Whether the screen asked the server again since it was first shown from the store.
  public private(set) var hasRevalidated = false

  public init() {}

  /// Why the server could not give the answer not taken yet, which the store gave in its
  /// place; `nil` when the server gave it, or nothing stood in for it.
  public var pendingServerFailure: NetworkError? {
    pending.serverFailure
  }

  /// Whether the answer not taken yet came from the store.
  public var pendingIsStored: Bool {
    pending.oldestStoredAt != nil
  }

  public mutating func record(_ source: ReadSource) {
    pending.record(source)
  }

  /// The answer taken replaces what was shown.
  public mutating func replace() {
    shown = pending
    pending = DataOrigin()
  }

  /// The answer taken is added to what was shown: the next page of a list.
  public mutating func add() {
    shown = shown.merged(with: pending)
    pending = DataOrigin()
  }

  /// A refresh asked for with `r` starts: the sources of earlier reads, not taken, are
  /// forgotten, so that only its own reads say where its answer came from.
  public mutating func startRefresh() {
    pending = DataOrigin()
  }

  /// The read failed: what is shown stays, and so does where it came from.
  public mutating func dropPending() {
    pending = DataOrigin()
  }

  /// Whether the screen should ask the server again once nothing loads: what it shows came
  /// from the store, not in place of a failing server, it has not asked again since, and the
  /// program may use the network (not `isOffline`).
  public func needsRevalidation(isOffline: Bool) -> Bool {
    !isOffline && !hasRevalidated && shown.oldestStoredAt != nil && !shown.isInPlaceOfServer
  }

  public mutating func startRevalidation() {
    hasRevalidated = true
    pending = DataOrigin()
  }

  /// The server answered a read since, somewhere: the stored data shown no longer stands in
  /// for a server that cannot be reached.
  public mutating func serverReached() {
    shown.serverReached()
  }

  /// Notes the answer the screen took, a success replacing where the data shown came from and
  /// a failure keeping it; whether the screen should now ask the server again, quietly,
  /// having first shown the data from the store, which it is then noted to do.
  public mutating func take(succeeded: Bool, isOffline: Bool) -> Bool {
    guard succeeded else {
      dropPending()
      return false
    }
    replace()
    guard needsRevalidation(isOffline: isOffline) else { return false }
    startRevalidation()
    return true
  }
}
