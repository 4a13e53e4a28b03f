import Foundation

/// Why a client that stores answers has none for a read it may not send (see
/// ``NetworkError/notStored(request:reason:)``), so that a message says what happened to it
/// rather than only that it is missing.
public enum NotStoredReason: Sendable, Hashable {
  /// Nothing says it was ever stored: it was never read, or the store was emptied since.
  case neverRead
  /// It was removed at the date given to make room, since its server's answers took more than
  /// `share` bytes, that server's share of the store.
  case evicted(at: Date, share: Int)
  /// A successful write at the date given changed the record, so its stored answer was removed.
  case clearedByWrite(at: Date)
  /// It was removed at the date given since it could not be used: it could not be read or
  /// decoded, or the server's next answer to it could not be kept.
  case discarded(at: Date)

  /// The reason as a message says it after `not stored: `, with the time said as the wait
  /// back from `now` (`evicted 3 min ago to make room (the store's share for this server is
  /// 25 MB)`), or, without `now`, for a screen not drawn again each second, not said
  /// (`evicted to make room (…)`), which stays true.
  public func text(now: Date?) -> String {
    switch self {
    case .neverRead:
      return "never read online, or cleared since"
    case .evicted(let date, let share):
      return "evicted\(Self.age(of: date, now: now)) to make room (the store's share for this "
        + "server is \(DecimalByteCount.text(share)))"
    case .clearedByWrite(let date):
      return "cleared by a write\(Self.age(of: date, now: now))"
    case .discarded(let date):
      return "removed\(Self.age(of: date, now: now)), since it could not be read or kept"
    }
  }

  /// How long before `now` `date` was, after a space, ` 3 min ago`; ` just now` within a
  /// second, and for a date after `now` (a clock that moved back); nothing without `now`.
  static func age(of date: Date, now: Date?) -> String {
    guard let now else { return "" }
    let seconds = now.timeIntervalSince(date).rounded(.down)
    guard seconds >= 1 else { return " just now" }
    return RetryTime.wait(seconds: seconds).map { " \($0) ago" } ?? " over a year ago"
  }
}
