import Foundation
import HTTPClient

/// A response body being received, kept only while it stays within a size limit.
///
/// Past ``limit`` it drops what it held and keeps nothing more, so that a body of any size
/// costs at most `limit` bytes of memory.
struct ResponseBody: Sendable {
  /// The largest body kept, in bytes.
  let limit: Int
  /// The bytes received so far; empty once the body has gone past the limit.
  private(set) var data = Data()
  /// Whether the body went past the limit.
  private(set) var isTooLarge = false

  /// An empty body that may grow to `limit` bytes.
  init(limit: Int) {
    self.limit = limit
  }

  /// Adds `chunk` to the body; returns `false`, dropping the body, when it goes past the limit.
  mutating func append(_ chunk: Data) -> Bool {
    guard !isTooLarge else { return false }
    guard chunk.count <= limit - data.count else {
      isTooLarge = true
      data = Data()
      return false
    }
    data.append(chunk)
    return true
  }
}
