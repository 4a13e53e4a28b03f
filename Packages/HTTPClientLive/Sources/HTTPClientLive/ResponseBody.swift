import Foundation
import HTTPClient

/// A response body being received, kept only while it stays within a size limit.
///
/// Past ``limit`` it either drops what it held or keeps the first `limit` bytes (see
/// ``PastLimit``), and keeps nothing more, so that a body of any size costs at most `limit`
/// bytes of memory. Receiving costs time in proportion to the bytes kept: the buffer is the only
/// reference to its bytes while it grows (a second one would copy the whole body on every append).
struct ResponseBody: Sendable {
  /// What becomes of the bytes already kept when a chunk goes past the limit.
  enum PastLimit: Sendable {
    /// They are dropped: the body is refused whole.
    case drop
    /// The first `limit` bytes are kept, the rest cut off: the body is taken as far as it fits.
    case cut
  }

  /// The largest body kept, in bytes.
  let limit: Int
  let pastLimit: PastLimit
  /// The bytes received so far; empty once a ``PastLimit/drop`` body has gone past the limit.
  private(set) var data = Data()
  private(set) var isTooLarge = false

  /// An empty body that may grow to `limit` bytes.
  init(limit: Int, pastLimit: PastLimit = .drop) {
    self.limit = limit
    self.pastLimit = pastLimit
  }

  /// Adds `chunk` to the body; returns `false` when it goes past the limit, the body then
  /// dropped or cut at the limit as ``pastLimit`` says.
  mutating func append(_ chunk: Data) -> Bool {
    guard !isTooLarge else { return false }
    let room = limit - data.count
    guard chunk.count > room else {
      data.append(chunk)
      return true
    }
    isTooLarge = true
    switch pastLimit {
    case .drop: data = Data()
    case .cut: data.append(chunk.prefix(max(room, 0)))
    }
    return false
  }
}
