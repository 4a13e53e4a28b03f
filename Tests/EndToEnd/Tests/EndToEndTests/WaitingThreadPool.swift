import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Threads of the end-to-end tests' own, on which a test may block while it waits for a
/// program, a terminal or a server.
///
/// Swift's cooperative pool has as many threads as the machine has processors, and a test that
/// blocks one holds it until its program is done: on two processors, two tests ran at a time
/// while the programs they waited for left the processors mostly idle. These threads are the
/// ones that block instead (see ``WaitingThreadsTrait``).
final class WaitingThreadPool: TaskExecutor {
  /// The pool the end-to-end tests share: wide enough to keep two processors busy with the
  /// programs the tests wait for, narrow enough that those programs do not crowd each other out.
  static let shared = WaitingThreadPool(width: 12)

  private let jobs = Mutex<[UnownedJob]>([])
  private let queued = DispatchSemaphore(value: 0)
  private let threads = Mutex<Set<pthread_t>>([])

  /// Whether the calling thread is one of the pool's.
  var ownsTheCurrentThread: Bool {
    threads.withLock { $0.contains(pthread_self()) }
  }

  /// Starts `width` threads, which live as long as the test process.
  init(width: Int) {
    for _ in 0..<max(width, 1) {
      Thread { [self] in work() }.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
    queued.signal()
  }

  private func work() {
    threads.withLock { _ = $0.insert(pthread_self()) }
    while true {
      queued.wait()
      guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
