import Features
import HTTPClient

/// What the status line says once a refresh asked for with `r` has its answer: whether
/// anything changed, and how much, or, when the store answered in place of a server that
/// could not be reached, why the server did not.
public enum RefreshNotice {
  /// The notice of a refresh that found `changes` rows changed, added or removed, unless the
  /// store answered because of `serverFailure`: then nothing was asked of the server
  /// successfully, and the notice says why, with how to retry.
  public static func text(changes: Int, serverFailure: NetworkError?) -> String {
    if let serverFailure { return failed(serverFailure) }
    return changes == 0 ? "up to date" : "updated: \(changes) changed"
  }

  /// The notice of a refresh of a list that showed `before` and was answered `after`, from
  /// where `origin` says its answer, not taken yet, came; of a list that showed no row (its
  /// load had failed), the rows that came: `updated: 10 new`.
  public static func text<Row: Equatable>(_ before: [Row], _ after: [Row], origin: ScreenOrigin)
    -> String
  {
    if before.isEmpty, !after.isEmpty, origin.pendingServerFailure == nil {
      return "updated: \(after.count) new"
    }
    return text(
      changes: before.changedRows(comparedWith: after), serverFailure: origin.pendingServerFailure)
  }

  /// The notice of a refresh of a detail: whether what it shows changed, or why the server
  /// did not answer, as ``text(changes:serverFailure:)`` says it.
  public static func text(changed: Bool, serverFailure: NetworkError?) -> String {
    if let serverFailure { return failed(serverFailure) }
    return changed ? "updated" : "up to date"
  }

  /// The failure of a refresh that the store answered in place of the server, in the words of
  /// a list's failure in the status line.
  private static func failed(_ serverFailure: NetworkError) -> String {
    "r to retry: \(LoadFailure(serverFailure).browserMessage)"
  }
}

extension Array where Element: Equatable {
  /// How many rows differ from `other`'s, compared row by row, with the rows one has beyond
  /// the other counted too.
  func changedRows(comparedWith other: [Element]) -> Int {
    let differing = zip(self, other).reduce(0) { count, pair in count + (pair.0 == pair.1 ? 0 : 1) }
    return differing + Swift.abs(count - other.count)
  }
}
