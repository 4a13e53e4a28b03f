import Dispatch
import Foundation
import NetworkClient
import NetworkClientLive

/// A task executor that runs its jobs one at a time and tells when it has none left.
///
/// Code run under `withTaskExecutorPreference(executor)`, and its structured child tasks
/// (`async let`, task groups), runs its nonisolated parts here. When the executor is idle, each
/// of those tasks is suspended on something outside it, such as a request handed to
/// `URLSession`: whatever the code does before it hears back, it has done. That is what lets a
/// test tell, without timing anything, that a client will send no further request until it gets
/// an answer.
final class QuiescenceExecutor: TaskExecutor, @unchecked Sendable {
  private let queue = DispatchQueue(label: "QuiescenceExecutor")
  private let lock = NSLock()
  private var pendingJobs = 0
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    withLock { pendingJobs += 1 }
    queue.async {
      job.runSynchronously(on: self.asUnownedTaskExecutor())
      let waiters = self.withLock {
        self.pendingJobs -= 1
        guard self.pendingJobs == 0 else { return [CheckedContinuation<Void, Never>]() }
        defer { self.idleWaiters = [] }
        return self.idleWaiters
      }
      for waiter in waiters {
        waiter.resume()
      }
    }
  }

  /// Returns once no job is queued or running.
  func untilIdle() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isIdle = withLock {
        guard pendingJobs > 0 else { return true }
        idleWaiters.append(continuation)
        return false
      }
      if isIdle {
        continuation.resume()
      }
    }
  }

  private func withLock<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
