import TestSupport

/// Inputs made once per size, before the size is first run (see ``GrowthCheck/prepare``), and
/// kept for the runs.
final class Inputs<Value: Sendable>: Sendable {
  private let made = LockedValue<[Int: Value]>([:])
  private let make: @Sendable (Int) -> Value

  init(_ make: @escaping @Sendable (_ size: Int) -> Value) {
    self.make = make
  }

  /// Every input made so far.
  var all: [Value] {
    made.withLock { Array($0.values) }
  }

  /// The input of `size`, made now if it was not yet.
  func callAsFunction(_ size: Int) -> Value {
    if let value = made.withLock({ $0[size] }) { return value }
    let value = make(size)
    made.withLock { $0[size] = value }
    return value
  }
}
