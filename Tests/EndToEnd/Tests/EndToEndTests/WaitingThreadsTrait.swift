import Testing

/// Runs each test of a suite on ``WaitingThreadPool``'s threads rather than on Swift's
/// cooperative pool: every end-to-end suite has it, since its tests block while they wait.
struct WaitingThreadsTrait: SuiteTrait, TestTrait, TestScoping {
  let isRecursive = true

  func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    test.isSuite ? nil : self
  }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withTaskExecutorPreference(WaitingThreadPool.shared) {
      try await function()
    }
  }
}

extension Trait where Self == WaitingThreadsTrait {
  /// The suite's tests block while they wait: they run on threads of their own.
  static var onWaitingThreads: Self { Self() }
}
