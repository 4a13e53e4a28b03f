import Dependencies
import Features
import Models
import NetworkClient

/// The to-do list: every to-do, or one user's (`TodoQuery.userID`), all of them or only the
/// done or the pending ones (`TodoQuery.filter`), a page at a time.
///
/// The filter is applied by the server (`?completed=true|false`), not to the fetched page, so
/// that paging and the total count (`page 1 of 2 (12 todos)`) describe the filtered list. To
/// change it, send `ListFeature.Action.queryChanged(_:)` with a query whose filter is set.
public typealias TodosFeature = ListFeature<TodoQuery, Todo>

extension ListFeature where Query == TodoQuery, Item == Todo {
  /// Creates the to-do list, loading through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.init(fetch: client.todos)
  }
}
