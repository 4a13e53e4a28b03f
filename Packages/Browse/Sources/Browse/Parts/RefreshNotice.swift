import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// What the status line says once a refresh asked for with `r` has its answer: whether
/// anything changed, and how much.
enum RefreshNotice {
  /// The notice of a refresh that found `changes` rows changed, added or removed.
  static func text(changes: Int) -> String {
    changes == 0 ? "up to date" : "updated: \(changes) changed"
  }

  /// The notice of a refresh of a detail: whether what it shows changed.
  static func text(changed: Bool) -> String {
    changed ? "updated" : "up to date"
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

extension Array {
  /// The element at `index`, or `nil` outside the array.
  func element(at index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
