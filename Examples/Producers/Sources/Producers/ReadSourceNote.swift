import Foundation
import HTTPClient

/// The line a screen shows when what it shows is not the server's answer of now: a server
/// that failed, so that what was stored stood in for it.
public enum ReadSourceNote {
  /// The note for `sources`, the sources of the reads behind a screen; `nil` when the server
  /// answered every read, or the reads were meant to come from what was stored.
  public static func line(for sources: [ReadSource]) -> String? {
    let stale = sources.compactMap { source -> (Date, NetworkError)? in
      guard case .storedInPlaceOfServer(let date, let error, _) = source else { return nil }
      return (date, error)
    }
    guard let oldest = stale.min(by: { $0.0 < $1.0 }) else { return nil }
    let stored = Date.ISO8601FormatStyle().format(oldest.0)
    return "Offline: showing what was stored at \(stored) (\(oldest.1.description))"
  }
}
