import Foundation
import HTTPClient
import HTTPClientLive
import Synchronization
import TerminalKit

/// What the cache had to say during a command, told to the person once it has loaded: one line
/// for answers used in place of a failing server, one for answers stored before the person's
/// last change, one for answers an earlier version stored that were dropped, one for a store
/// that could not be written.
public final class CacheNotices: Sendable {
  private let events = Mutex<[CacheEvent]>([])
  private let onChange: @Sendable ([String]) -> Void
  private let tellsStaleAnswers: Bool

  /// Notices that call `onChange` with the warnings as they stand each time one is recorded,
  /// for a screen that shows them while it runs; without `tellsStaleAnswers`, for a screen
  /// that says itself how old its data is, only the store's failures are told.
  public init(
    tellsStaleAnswers: Bool = true, onChange: @escaping @Sendable ([String]) -> Void = { _ in }
  ) {
    self.tellsStaleAnswers = tellsStaleAnswers
    self.onChange = onChange
  }

  /// Records `event`, and calls `onChange` with the warnings it makes.
  public func record(_ event: CacheEvent) {
    events.withLock { $0.append(event) }
    onChange(warnings(at: Date()))
  }

  /// Writes the warnings on `console`'s standard error, one line each.
  public func report(on console: Console) {
    for warning in warnings(at: Date()) {
      console.reportError("warning: \(warning)")
    }
  }

  /// The warnings, at `now`: `showing data from 3 hours ago: cannot reach HOST: …` for the
  /// oldest answer used in place of the server, `showing GET …/posts as stored 3 minutes ago,
  /// before your last change` for the oldest one a write of the person's may have changed,
  /// `dropped 4 stored answers …` and `cannot store data in the cache: …`.
  public func warnings(at now: Date) -> [String] {
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
    let beforeChange = events.compactMap { event -> (request: String, storedAt: Date)? in
      guard case .usedBeforeChange(let request, let storedAt, _) = event else { return nil }
      return (request.description, storedAt)
    }
    if tellsStaleAnswers, let oldest = beforeChange.min(by: { $0.storedAt < $1.storedAt }) {
      let age = RelativeAge.text(seconds: now.timeIntervalSince(oldest.storedAt))
      let others = beforeChange.count > 1 ? " (and \(beforeChange.count - 1) more)" : ""
      warnings.append(
        "showing \(oldest.request)\(others) as stored \(age), before your last change")
    }
    for case .droppedUnreadable(let count) in events {
      let answers = count == 1 ? "1 stored answer" : "\(count) stored answers"
      warnings.append(
        "dropped \(answers) that this version cannot read (an earlier version's, or damaged); "
          + "they are asked for again")
    }
    for case .storeFailed(let reason) in events {
      warnings.append("cannot store data in the cache (\(reason)); going on without it")
    }
    return warnings
  }
}
