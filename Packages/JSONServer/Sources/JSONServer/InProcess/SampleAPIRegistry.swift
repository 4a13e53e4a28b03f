import Dependencies
import Synchronization

/// The living ``SampleAPI`` instances by host name, through which ``SampleURLProtocol`` finds the
/// instance a request is addressed to.
///
/// Every instance gets a host name of its own (`sample-1.invalid`, `sample-2.invalid`, ...) that
/// is never reused in the process, so instances used side by side, as by tests running in
/// parallel, never answer each other's requests.
final class SampleAPIRegistry: Sendable {
  static let shared = SampleAPIRegistry()

  private struct Entry: Sendable {
    weak let api: SampleAPI?
  }

  private struct State: Sendable {
    var lastNumber = 0
    var entries: [String: Entry] = [:]
  }

  private let state = Mutex(State())

  /// Reserves a host name that no instance in this process has had.
  func makeHost() -> String {
    state.withLock { state in
      state.lastNumber += 1
      return "sample-\(state.lastNumber).invalid"
    }
  }

  /// Routes requests for `host` to `api`, without keeping it alive.
  func register(_ api: SampleAPI, forHost host: String) {
    state.withLock { $0.entries[host.lowercased()] = Entry(api: api) }
  }

  func unregister(host: String) {
    state.withLock { $0.entries[host.lowercased()] = nil }
  }

  /// The instance that answers for `host`, if it is still alive.
  func api(forHost host: String) -> SampleAPI? {
    state.withLock { $0.entries[host.lowercased()]?.api }
  }
}
