import Features
import NetworkClient

extension TodoQuery {
  /// The filter this query asks the server for: the same as `TodoQuery.completed`, named as
  /// the to-do screen offers it.
  public var filter: TodoFilter {
    get { TodoFilter(completed: completed) }
    set { completed = newValue.completed }
  }
}
