/// Which to-dos the to-do screen shows.
public enum TodoFilter: Sendable, Hashable, CaseIterable {
  /// Every to-do.
  case all
  /// Only the to-dos that are done.
  case done
  /// Only the to-dos that are not done yet.
  case pending

  /// The value of `completed` the to-dos must have, or `nil` for any.
  public var completed: Bool? {
    switch self {
    case .all: nil
    case .done: true
    case .pending: false
    }
  }

  /// The filter that asks for to-dos whose `completed` is `completed`, or for all when `nil`.
  public init(completed: Bool?) {
    switch completed {
    case nil: self = .all
    case true?: self = .done
    case false?: self = .pending
    }
  }
}
