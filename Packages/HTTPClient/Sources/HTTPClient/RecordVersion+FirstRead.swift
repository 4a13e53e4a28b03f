import Foundation
import Synchronization

extension RecordVersion {
  /// What `operation` answers, with the version of the first record it read, as a client that
  /// reads heads tells ``readObserver``: the record's own, when it reads more after it (its
  /// author); `nil` when that record had no strong tag or nothing told one.
  ///
  /// ```swift
  /// let (note, version) = try await RecordVersion.firstRead { "Harbour" }
  /// // note == "Harbour"; version == nil, since nothing was read through a session
  /// ```
  public static func firstRead<Value: Sendable>(
    during operation: () async throws -> Value
  ) async throws -> (value: Value, version: RecordVersion?) {
    let first = Mutex<RecordVersion??>(nil)
    let observer = RecordVersionObserver { _, version in
      first.withLock { if $0 == nil { $0 = .some(version) } }
    }
    let value = try await $readObserver.withValue(observer) { try await operation() }
    return (value, first.withLock { $0 } ?? nil)
  }
}
