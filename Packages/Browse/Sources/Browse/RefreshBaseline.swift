import Features
import Models
import NetworkClient

/// What a list showed when `r` was pressed, so that the status line can say what the refresh
/// changed once the answer comes.
enum RefreshBaseline: Sendable, Hashable {
  case users([User])
  case albums([Album])
  case todos([Todo])
  case post(PostDetail)
  case user(UserDetail)

  /// What the detail `screen` shows, or `nil` when it is not a detail with its data.
  init?(detailOf screen: BrowseScreen) {
    switch screen {
    case .post(let state):
      guard let detail = state.detail.value else { return nil }
      self = .post(detail)
    case .user(let state):
      guard let detail = state.detail.value else { return nil }
      self = .user(detail)
    default:
      return nil
    }
  }

  /// What the status line says of a refresh that found `changes` rows changed, added or
  /// removed.
  static func notice(changes: Int) -> String {
    changes == 0 ? "up to date" : "updated: \(changes) changed"
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
