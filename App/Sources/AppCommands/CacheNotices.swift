import Foundation
import NetworkClient
import NetworkClientLive
import Synchronization
import TerminalKit
import TerminalViews

/// What the cache had to say during a command, told to the person once it has loaded: one line
/// for answers used in place of a failing server, one for a store that could not be written.
final class CacheNotices: Sendable {
  private let events = Mutex<[CacheEvent]>([])
  private let onChange: @Sendable ([String]) -> Void
  private let tellsStaleAnswers: Bool

  /// Notices that call `onChange` with the warnings as they stand each time one is recorded,
  /// for a screen that shows them while it runs; without `tellsStaleAnswers`, for a screen
  /// that says itself how old its data is, only the store's failures are told.
  init(
    tellsStaleAnswers: Bool = true, onChange: @escaping @Sendable ([String]) -> Void = { _ in }
  ) {
    self.tellsStaleAnswers = tellsStaleAnswers
    self.onChange = onChange
  }

  func record(_ event: CacheEvent) {
    events.withLock { $0.append(event) }
    onChange(warnings(at: Date()))
  }

  /// Writes the warnings on `console`'s standard error, one line each.
  func report(on console: Console) {
    for warning in warnings(at: Date()) {
      console.reportError("warning: \(warning)")
    }
  }

  /// The warnings, at `now`: `showing data from 3 hours ago: cannot reach HOST: …` for the
  /// oldest answer used in place of the server, and `cannot store data in the cache: …`.
  func warnings(at now: Date) -> [String] {
    let events = events.withLock { $0 }
    var warnings: [String] = []
    let stale = events.compactMap { event -> (storedAt: Date, error: String)? in
      guard case .usedStale(_, let storedAt, let error) = event else { return nil }
      return (storedAt, error.description)
    }
    if tellsStaleAnswers, let oldest = stale.min(by: { $0.storedAt < $1.storedAt }) {
      let age = RelativeAge.text(seconds: now.timeIntervalSince(oldest.storedAt))
      warnings.append("showing data from \(age): \(oldest.error)")
    }
    for case .storeFailed(let reason) in events {
      warnings.append("cannot store data in the cache (\(reason)); going on without it")
    }
    return warnings
  }
}
