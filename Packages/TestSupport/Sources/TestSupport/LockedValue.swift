import Synchronization

/// A value that tasks and threads share, read and changed only under a `Mutex`: a reference, so
/// that escaping closures (a stub server's handler, a cache's clock) can capture it.
public final class LockedValue<Value: Sendable>: Sendable {
  private let mutex: Mutex<Value>

  public init(_ value: Value) {
    mutex = Mutex(value)
  }

  public func withLock<Result: Sendable>(
    _ body: (inout sending Value) throws -> sending Result
  ) rethrows -> Result {
    try mutex.withLock(body)
  }

  public var current: Value {
    mutex.withLock { $0 }
  }
}
