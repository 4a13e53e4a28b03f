import Foundation
import Synchronization

/// The executor the handler's tasks run on: the event loop's own thread. A handler that does not
/// suspend runs to its end between two polls, so that a request is read, answered and written
/// in one turn of the loop with no other thread involved; one that suspends resumes here too.
final class LoopExecutor: TaskExecutor, Sendable {
  private let state = Mutex<(jobs: [UnownedJob], loopThread: pthread_t?)>(([], nil))
  /// Wakes the loop when a job arrives from another thread.
  private let wake: @Sendable () -> Void

  init(wake: @escaping @Sendable () -> Void) {
    self.wake = wake
  }

  func adoptCurrentThread() {
    state.withLock { $0.loopThread = pthread_self() }
  }

  var isOnLoopThread: Bool {
    state.withLock { $0.loopThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let (wasEmpty, onLoop) = state.withLock { state in
      state.jobs.append(job)
      return (
        state.jobs.count == 1,
        state.loopThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
      )
    }
    if wasEmpty && !onLoop { wake() }
  }

  var hasJobs: Bool { state.withLock { !$0.jobs.isEmpty } }

  /// Runs the jobs waiting now, and those they enqueue, up to `limit` in all.
  func runJobs(limit: Int = 4_096) {
    var ran = 0
    while ran < limit {
      let batch = state.withLock { state in
        let taken = state.jobs
        state.jobs.removeAll(keepingCapacity: true)
        return taken
      }
      guard !batch.isEmpty else { return }
      for job in batch {
        job.runSynchronously(on: asUnownedTaskExecutor())
      }
      ran += batch.count
    }
  }
}
