import Foundation
import Models
import NetworkClient
import Synchronization

/// The posts' authors read once per run: each page of posts reads every user to name its
/// authors (``NetworkClient/postSummaries(_:)``, with ``ReadFreshness/storedIfAvailable`` or
/// ``ReadFreshness/storedOnly``), and under `--refresh` the cache asks the server each time,
/// so a second page would ask for `/users` again. The first list of users read is kept and serves the pages after it.
final class AuthorsOnce: Sendable {
  private let users = Mutex<Page<User>?>(nil)

  /// `client` with its reads of every user for the authors answered from the first one.
  func client(_ client: NetworkClient) -> NetworkClient {
    client.with { [read = client.users] in
      $0.users = { [self] query in
        let freshness = ReadFreshness.current
        guard freshness == .storedIfAvailable || freshness == .storedOnly, query == UserQuery()
        else {
          return try await read(query)
        }
        if let kept = users.withLock({ $0 }) { return kept }
        let page = try await read(query)
        users.withLock { $0 = page }
        return page
      }
    }
  }
}
