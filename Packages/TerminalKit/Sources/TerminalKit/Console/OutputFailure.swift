import Synchronization

/// The error number of the first write to standard output that failed, shared by every copy of
/// a console.
final class OutputFailure: Sendable {
  private let code = Atomic<Int32>(0)

  /// The recorded error number, or `nil` while every write has succeeded.
  var errorNumber: Int32? {
    let value = code.load(ordering: .acquiring)
    return value == 0 ? nil : value
  }

  /// Records `errorNumber` unless an earlier failure was recorded.
  func record(_ errorNumber: Int32) {
    _ = code.compareExchange(expected: 0, desired: errorNumber, ordering: .acquiringAndReleasing)
  }
}
