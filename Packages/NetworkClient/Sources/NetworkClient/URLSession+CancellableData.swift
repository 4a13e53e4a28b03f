import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// Loads `request` like `data(for:)`, in a way that is safe to cancel at any moment.
  ///
  /// On Linux, `data(for:)` cancels its session task from the cancellation handler, where the
  /// Swift runtime holds the cancelled task's status lock, and waits there for the session's
  /// work queue; a response being delivered on that queue at the same moment waits for the same
  /// lock to resume the caller, and the two deadlock. Here the cancellation handler only records
  /// the cancellation and the caller is resumed from another queue (see ``PendingLoad``). Once
  /// cancelled, the call ends with `URLError(.cancelled)` at once, without waiting for the
  /// server; a call from a task that is already cancelled sends nothing.
  func cancellableData(for request: URLRequest) async throws -> (Data, URLResponse) {
    let load = PendingLoad()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard load.install(continuation) else { return }
        let task = dataTask(with: request) { data, response, error in
          if let error {
            load.finish(.failure(error))
          } else if let response {
            load.finish(.success((data ?? Data(), response)))
          } else {
            load.finish(.failure(URLError(.badServerResponse)))
          }
        }
        load.attach(task)
      }
    } onCancel: {
      load.cancel()
    }
  }
}
