extension Task where Failure == any Error {
  /// The task's value, cancelling the task if the waiting task is cancelled first, as a test is
  /// when it exceeds its time limit: a sleeper that never wakes then fails the test instead of
  /// hanging it.
  var cancellableValue: Success {
    get async throws {
      try await withTaskCancellationHandler {
        try await value
      } onCancel: {
        cancel()
      }
    }
  }
}
