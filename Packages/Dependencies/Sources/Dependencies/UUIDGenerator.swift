import Foundation
import Synchronization

/// Makes UUIDs: at random in the program, in a known order in tests.
///
/// ```swift
/// let generate = UUIDGenerator.incrementing()
/// let first = generate()
/// // first.uuidString == "00000000-0000-0000-0000-000000000001"
/// ```
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator that calls `generate` each time it is called, such as one that counts in
  /// tests (``incrementing()``).
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// The next UUID: a random one live, the next of a sequence in tests.
  public func callAsFunction() -> UUID {
    generate()
  }

  /// Random UUIDs, as `UUID()` makes them.
  public static let random = UUIDGenerator { UUID() }

  /// UUIDs counting up from `00000000-0000-0000-0000-000000000001`, each generator from its
  /// own count.
  public static func incrementing() -> UUIDGenerator {
    let count = Mutex<UInt64>(0)
    return UUIDGenerator {
      let next = count.withLock { count in
        count += 1
        return count
      }
      let hex = String(next, radix: 16)
      let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
      return UUID(uuidString: "00000000-0000-0000-0000-\(digits.suffix(12))") ?? UUID()
    }
  }
}
