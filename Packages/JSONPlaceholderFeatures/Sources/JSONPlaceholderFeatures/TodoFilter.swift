import Models

public enum TodoFilter: Sendable, Hashable, CaseIterable {
  case all
  case done
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

extension TodoFilter {
  public func admits(_ todo: Todo) -> Bool {
    completed.map { $0 == todo.completed } ?? true
  }

  /// The filter after this one, in the order of `allCases`, wrapping around.
  public var next: TodoFilter {
    let all = Self.allCases
    guard let index = all.firstIndex(of: self) else { return self }
    let following = all.index(after: index)
    return following == all.endIndex ? all[all.startIndex] : all[following]
  }

  /// The filter before this one, in the order of `allCases`, wrapping around.
  public var previous: TodoFilter {
    let all = Self.allCases
    guard let index = all.firstIndex(of: self) else { return self }
    return index == all.startIndex
      ? all[all.index(before: all.endIndex)] : all[all.index(before: index)]
  }
}
