import BrowseKit
import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import Synchronization
import TerminalKit

/// The posts' authors read once per round of pages: each page of posts reads every user to
/// name its authors (``NetworkClient/postSummaries(_:)``), so ten pages would read `/users` ten
/// times. The pages of one round (``round``: the posts' first load with the pages after it, or
/// one refresh) share one read of the users of each freshness, started by the first of them
/// and awaited by the others, even while it is under way. (A page whose author the users read
/// lacks reads them again asking the server: that read is shared in its round too.)
final class AuthorsOnce: Sendable {
  /// The round of pages the reads of the current task belong to.
  @TaskLocal static var round = 0

  /// The reads of the current round, by freshness.
  private struct Kept: Sendable {
    var round = 0
    var reads: [ReadFreshness: Task<Page<User>, any Error>] = [:]
  }

  private let kept = Mutex(Kept())

  /// `client` with its reads of every user shared by the pages of a round.
  func client(_ client: NetworkClient) -> NetworkClient {
    client.with { [read = client.users] in
      $0.users = { [self] query in
        guard query == UserQuery() else { return try await read(query) }
        let round = Self.round
        // A read from the store alone takes what a read that prefers the store had.
        let freshness =
          ReadFreshness.current == .storedOnly ? .storedIfAvailable : ReadFreshness.current
        let task = kept.withLock { kept in
          if kept.round != round { kept = Kept(round: round) }
          if let read = kept.reads[freshness] { return read }
          // Started here, it reads as fresh as the first page asks, and tells that page's
          // observer where it was answered from.
          let task = Task { try await read(query) }
          kept.reads[freshness] = task
          return task
        }
        do {
          return try await task.value
        } catch {
          // A failed read is not kept: the next page of the round reads again.
          kept.withLock { kept in
            if kept.round == round { kept.reads[freshness] = nil }
          }
          throw error
        }
      }
    }
  }
}
