import Dispatch
import Models

extension NetworkClient {
  /// Fetches the users with a callback, for callers that do not use Swift concurrency.
  ///
  /// The users are fetched asynchronously with ``users`` and a default ``UserQuery``; on
  /// success, `success` receives them without the user whose id is `ownerID` (`nil` excludes
  /// nobody), in the reverse of the order the server sent them in. An owner the server does not
  /// have is a failure, ``FetchError/notFound(message:)`` (`user 99 not found`), as in the users
  /// list feature. On failure, `failure` receives a ``FetchError`` saying what went wrong.
  /// Exactly one of the two is called, exactly once, unless the fetch is cancelled.
  ///
  /// The callback is called on `queue` when one is given (use `.main` in an app whose main
  /// queue runs), and otherwise on whatever thread the fetch finished on: hop to the queue you
  /// need yourself. (A command-line program has no running main queue, so `.main` is not the
  /// default: a callback sent there would never run.)
  ///
  /// Once the returned handle's ``FetchHandle/cancel()`` has returned, neither callback is
  /// called, even if the fetch has finished and its callback is waiting on `queue`.
  @discardableResult
  public func fetchUsers(
    ownerID: User.ID?,
    queue: DispatchQueue? = nil,
    success: @escaping @Sendable ([User]) -> Void,
    failure: @escaping @Sendable (FetchError) -> Void
  ) -> FetchHandle {
    let handle = FetchHandle()
    @Sendable func deliver(_ callback: @escaping @Sendable () -> Void) {
      if let queue {
        queue.async { handle.deliver(callback) }
      } else {
        handle.deliver(callback)
      }
    }
    handle.start { [self] in
      do {
        let users = try await self.users(UserQuery()).items
        if let ownerID, !users.contains(where: { $0.id == ownerID }) {
          throw NetworkError.notFound(resource: "user", id: "\(ownerID)")
        }
        let others = Array(users.filter { $0.id != ownerID }.reversed())
        deliver { success(others) }
      } catch {
        let fetchError = FetchError(error)
        deliver { failure(fetchError) }
      }
    }
    return handle
  }
}
