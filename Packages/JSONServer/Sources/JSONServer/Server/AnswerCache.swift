import Dependencies
import Foundation
import Synchronization

/// The answers to reads lately made, so that a read asked again of unchanged data is answered
/// without routing and serializing it again.
///
/// An answer is kept under its request's ``key(of:)`` and the version of the data it was made
/// from; it is found only while the data is at that version, so every write and reload (which
/// move the version on) hides what was kept before, and the first answer kept afterwards drops
/// it. It holds at most ``capacity`` answers and ``byteLimit`` bytes of bodies, dropping the
/// oldest first; a body over a quarter of the limit is not kept.
final class AnswerCache: Sendable {
  let capacity: Int
  let byteLimit: Int

  private struct State: Sendable {
    var version: UInt64 = 0
    var answers: [Key: JSONServerResponse] = [:]
    var order: [Key] = []
    var bytes = 0
  }

  private let state = Mutex(State())

  init(capacity: Int = 256, byteLimit: Int = 8 * 1_048_576) {
    self.capacity = max(capacity, 1)
    self.byteLimit = max(byteLimit, 0)
  }

  /// What tells reads apart: the request without its header fields but `Host` (which absolute
  /// links are made of), the only one routing reads, and without a body, which no read uses.
  struct Key: Hashable, Sendable {
    var method: String
    var path: String
    var query: [URLQueryItem]
    var sentQuery: String?
    var rewrittenQuery: String?
    var url: URL?
    var host: String?

    /// Hashes the query string as sent rather than its items when there is one: the items are
    /// read from it, and it takes one pass.
    func hash(into hasher: inout Hasher) {
      hasher.combine(method)
      hasher.combine(path)
      hasher.combine(host)
      if let sentQuery {
        hasher.combine(sentQuery)
      } else {
        hasher.combine(query)
        hasher.combine(url)
      }
    }
  }

  static func key(of request: JSONServerRequest) -> Key {
    Key(
      method: request.method, path: request.path, query: request.query,
      sentQuery: request.sentQuery, rewrittenQuery: request.rewrittenQuery, url: request.url,
      host: request.header(named: "Host"))
  }

  var count: Int { state.withLock { $0.answers.count } }

  func answer(for key: Key, at version: UInt64) -> JSONServerResponse? {
    state.withLock { state in
      state.version == version ? state.answers[key] : nil
    }
  }

  /// Keeps `answer` for `key`, made from the data at `version`; an answer made from data older
  /// than what the cache holds is not kept.
  func keep(_ answer: JSONServerResponse, for key: Key, at version: UInt64) {
    let size = answer.body.count
    guard size <= byteLimit / 4 else { return }
    state.withLock { state in
      guard version >= state.version else { return }
      if version > state.version {
        state = State(version: version)
      }
      if let previous = state.answers.updateValue(answer, forKey: key) {
        state.bytes += size - previous.body.count
        return
      }
      state.order.append(key)
      state.bytes += size
      while state.answers.count > capacity || state.bytes > byteLimit,
        !state.order.isEmpty
      {
        let oldest = state.order.removeFirst()
        state.bytes -= state.answers.removeValue(forKey: oldest)?.body.count ?? 0
      }
    }
  }
}
