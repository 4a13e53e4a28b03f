import Foundation

/// The executor the handler's tasks run on: the event loop's own thread. A handler that does not
/// suspend runs to its end between two polls, so that a request is read, answered and written
/// in one turn of the loop with no other thread involved; one that suspends resumes here too.
final class LoopExecutor: TaskExecutor, @unchecked Sendable {
  private let lock = NSLock()
  private var jobs: [UnownedJob] = []
  /// Wakes the loop when a job arrives from another thread.
  private let wake: @Sendable () -> Void
  private var loopThread: pthread_t?

  init(wake: @escaping @Sendable () -> Void) {
    self.wake = wake
  }

  /// Records the calling thread as the loop's.
  func adoptCurrentThread() {
    lock.withLock { loopThread = pthread_self() }
  }

  /// Whether the caller is the loop's thread.
  var isOnLoopThread: Bool {
    lock.withLock { loopThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let (wasEmpty, onLoop) = lock.withLock {
      jobs.append(job)
      return (jobs.count == 1, loopThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false)
    }
    if wasEmpty && !onLoop { wake() }
  }

  /// Whether jobs are waiting to run.
  var hasJobs: Bool { lock.withLock { !jobs.isEmpty } }

  /// Runs the jobs waiting now, and those they enqueue, up to `limit` in all.
  func runJobs(limit: Int = 4_096) {
    var ran = 0
    while ran < limit {
      let batch = lock.withLock {
        let taken = jobs
        jobs.removeAll(keepingCapacity: true)
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
