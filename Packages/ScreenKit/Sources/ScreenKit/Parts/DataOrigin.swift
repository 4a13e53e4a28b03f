import Foundation
import HTTPClient
import TerminalKit

/// Where the data of one load of a screen came from: all from the server, or partly from the
/// store, and then how old the oldest stored part is and whether it stood in for a failing
/// server.
public struct DataOrigin: Sendable, Hashable {
  /// When the oldest stored answer was stored; `nil` when the server gave everything.
  public private(set) var oldestStoredAt: Date?
  /// Why the server could not give an answer that a stored one stood in for; `nil` when none
  /// did.
  public private(set) var serverFailure: NetworkError?
  /// Whether a stored part was stored before a write the program made since, which may have
  /// changed it.
  public private(set) var isBeforeChange = false

  /// Data all from the server: no read was counted in yet.
  public init() {}

  /// Whether a stored answer stood in for a server that could not be reached.
  public var isInPlaceOfServer: Bool {
    serverFailure != nil
  }

  public mutating func record(_ source: ReadSource) {
    guard let storedAt = source.storedAt else { return }
    oldestStoredAt = min(oldestStoredAt ?? storedAt, storedAt)
    isBeforeChange = isBeforeChange || source.isBeforeChange
    if case .storedInPlaceOfServer(_, let error, _) = source {
      serverFailure = error
    }
  }

  /// The server answered since: the stored data no longer stands in for it.
  public mutating func serverReached() {
    serverFailure = nil
  }

  public func merged(with other: DataOrigin) -> DataOrigin {
    var merged = self
    if let storedAt = other.oldestStoredAt {
      merged.oldestStoredAt = min(oldestStoredAt ?? storedAt, storedAt)
    }
    merged.serverFailure = other.serverFailure ?? serverFailure
    merged.isBeforeChange = isBeforeChange || other.isBeforeChange
    return merged
  }

  /// What the status line says of data from here at `now`: `updated 3 min ago` for stored
  /// data, `offline: showing data from 3 min ago` when it stood in for the server or the
  /// program is `offline`, with `, before your last change` when a write made since may have
  /// changed it; `nil` for data the server gave.
  public func note(at now: Date, offline: Bool) -> String? {
    guard let storedAt = oldestStoredAt else { return nil }
    let age = RelativeAge.text(seconds: now.timeIntervalSince(storedAt))
    let change = isBeforeChange ? ", before your last change" : ""
    return offline || isInPlaceOfServer
      ? "offline: showing data from \(age)\(change)" : "updated \(age)\(change)"
  }
}
