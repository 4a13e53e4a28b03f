import Dependencies
import Foundation
import Synchronization

/// The tags of the large bodies answered lately, so that a list served again and again (whose
/// body the table keeps encoded) is compared, which is fast, rather than hashed again.
///
/// It holds at most ``capacity`` bodies of at least ``minimumSize`` bytes, replacing the oldest;
/// a body is found only when equal, byte for byte, to one it holds.
final class EntityTagCache: Sendable {
  static let capacity = 8
  /// The smallest body worth holding, in bytes.
  static let minimumSize = 4096

  private struct State: Sendable {
    var entries: [(body: Data, tag: String)] = []
    var next = 0
  }

  private let state = Mutex(State())

  /// The tag of `body`, from the cache or made and remembered.
  func tag(of body: Data) -> String {
    guard body.count >= EntityTagCache.minimumSize else {
      return Revalidation.tag(of: body)
    }
    let cached = state.withLock { state in
      state.entries.first { $0.body.count == body.count && $0.body == body }?.tag
    }
    if let cached { return cached }
    let tag = Revalidation.tag(of: body)
    state.withLock { state in
      if state.entries.count < EntityTagCache.capacity {
        state.entries.append((body, tag))
      } else {
        state.entries[state.next] = (body, tag)
        state.next = (state.next + 1) % EntityTagCache.capacity
      }
    }
    return tag
  }
}
