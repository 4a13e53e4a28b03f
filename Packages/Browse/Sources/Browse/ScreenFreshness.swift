import NetworkClient

/// How current each screen's data is, and the background revalidation that follows a screen
/// first shown from the store.
///
/// A screen's first load accepts any stored answer, so it shows at once; the reads report their
/// sources (``ReadSource``) while it loads, and when it completes from the store, the screen
/// asks the server again once, quietly: it keeps showing what it has until the answer comes,
/// and updates in place if the data differ.
struct ScreenFreshness: Sendable, Hashable {
  private struct Tracking: Sendable, Hashable {
    /// Where the data shown came from.
    var shown = DataOrigin()
    /// The sources of the load under way.
    var collecting = DataOrigin()
    /// Whether the screen has asked the server again since it was first shown from the store.
    var hasRevalidated = false
    /// Whether a load is under way.
    var isLoading = false
    /// Whether the load under way keeps the data shown until it completes.
    var isQuiet = false
  }

  /// Whether the program may not use the network, so stored data is never revalidated.
  let isOffline: Bool
  private var screens: [ScreenID: Tracking] = [:]

  /// Tracks the screens of a program that may use the network unless `isOffline`.
  init(isOffline: Bool) {
    self.isOffline = isOffline
  }

  /// Counts a read of the load under way on `screen` in.
  mutating func record(_ source: ReadSource, for screen: ScreenID) {
    screens[screen, default: Tracking()].collecting.record(source)
  }

  /// Notes that a load of `screen` starts; a `quiet` one keeps the data shown until it
  /// completes.
  mutating func startLoad(of screen: ScreenID, quiet: Bool) {
    var tracking = screens[screen, default: Tracking()]
    tracking.collecting = DataOrigin()
    tracking.isLoading = true
    tracking.isQuiet = quiet
    screens[screen] = tracking
  }

  /// Notes that the load of `screen` under way completed, its data replacing what was shown
  /// or, with `adding`, added to it (the next page of a list).
  mutating func completeLoad(of screen: ScreenID, adding: Bool = false) {
    guard var tracking = screens[screen], tracking.isLoading else { return }
    tracking.isLoading = false
    tracking.isQuiet = false
    tracking.shown = adding ? tracking.shown.merged(with: tracking.collecting) : tracking.collecting
    tracking.collecting = DataOrigin()
    screens[screen] = tracking
  }

  /// Whether `screen` should ask the server again now: what it shows came from the store, the
  /// server did not fail, nothing is loading, and it has not asked again since it was shown.
  func needsRevalidation(_ screen: ScreenID) -> Bool {
    guard !isOffline, let tracking = screens[screen] else { return false }
    return !tracking.hasRevalidated && !tracking.isLoading
      && tracking.shown.oldestStoredAt != nil && !tracking.shown.isInPlaceOfServer
  }

  /// Notes that `screen` asks the server again, quietly.
  mutating func startRevalidation(of screen: ScreenID) {
    screens[screen, default: Tracking()].hasRevalidated = true
    startLoad(of: screen, quiet: true)
  }

  /// Notes that the load of `screen` under way failed: the data shown, if any, stays.
  mutating func failLoad(of screen: ScreenID) {
    screens[screen]?.collecting = DataOrigin()
    screens[screen]?.isLoading = false
    screens[screen]?.isQuiet = false
  }

  /// Whether a load of `screen` keeps the data shown until it completes.
  func isQuiet(_ screen: ScreenID) -> Bool {
    screens[screen]?.isQuiet ?? false
  }

  /// Where the data `screen` shows came from.
  func origin(of screen: ScreenID) -> DataOrigin {
    screens[screen]?.shown ?? DataOrigin()
  }

  /// Forgets a screen that was closed.
  mutating func forget(_ screen: ScreenID) {
    screens[screen] = nil
  }
}
