import Synchronization

/// Work done once however many callers ask for it at the same time: the first does it, and the
/// others wait until it is done, so that none goes on before it; shared by every copy of the
/// value that holds it.
final class OnceWork: Sendable {
  private let isDone = Mutex(false)

  /// The result of `work`, done now by the first caller; `nil` for every other, which returns
  /// once the first caller's work is done.
  func run(_ work: () -> Int) -> Int? {
    isDone.withLock { isDone in
      guard !isDone else { return nil }
      isDone = true
      return work()
    }
  }
}
