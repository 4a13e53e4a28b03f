import Dispatch
import Foundation
import NetworkClient
import NetworkClientLive
import Synchronization

/// A task executor that runs its jobs one at a time and tells when it has none left.
///
/// Code run under `withTaskExecutorPreference(executor)`, and its structured child tasks
/// (`async let`, task groups), runs its nonisolated parts here. When the executor is idle, each
/// of those tasks is suspended on something outside it, such as a request handed to
/// `URLSession`: whatever the code does before it hears back, it has done. That is what lets a
/// test tell, without timing anything, that a client will send no further request until it gets
/// an answer.
final class QuiescenceExecutor: TaskExecutor, Sendable {
  private let queue = DispatchQueue(label: "QuiescenceExecutor")
  private struct State {
    var pendingJobs = 0
    var idleWaiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    state.withLock { $0.pendingJobs += 1 }
    queue.async {
      job.runSynchronously(on: self.asUnownedTaskExecutor())
      let waiters = self.state.withLock { state in
        state.pendingJobs -= 1
        guard state.pendingJobs == 0 else { return [CheckedContinuation<Void, Never>]() }
        defer { state.idleWaiters = [] }
        return state.idleWaiters
      }
      for waiter in waiters {
        waiter.resume()
      }
    }
  }

  /// Returns once no job is queued or running.
  func untilIdle() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isIdle = state.withLock { state in
        guard state.pendingJobs > 0 else { return true }
        state.idleWaiters.append(continuation)
        return false
      }
      if isIdle {
        continuation.resume()
      }
    }
  }
}
