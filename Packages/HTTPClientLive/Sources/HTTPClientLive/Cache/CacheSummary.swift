import Foundation

/// What a response cache holds.
public struct CacheSummary: Sendable, Hashable {
  public var count: Int
  /// Their total size in bytes, as stored.
  public var size: Int
  /// When the oldest stored answer arrived, or `nil` when nothing is stored.
  public var oldestResponseTime: Date?

  public init(count: Int, size: Int, oldestResponseTime: Date?) {
    self.count = count
    self.size = size
    self.oldestResponseTime = oldestResponseTime
  }
}
