import Foundation
import NetworkClient
import NetworkClientLive

/// A value that several threads share, read and changed only under a lock.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

extension LockedValue where Value: Sendable {
  /// A copy of the current value.
  var current: Value {
    withLock { $0 }
  }
}
