import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite(.timeLimit(.minutes(1))) struct AuthorsOnceTests {
  @Test func thePagesOfARoundReadTheUsersOnceEvenWhileTheReadIsUnderWay() async throws {
    let reads = LockedValue<[ReadFreshness]>([])
    let gate = Gate()
    let client = AuthorsOnce().client(
      NetworkClient.unimplemented.with {
        $0.users = { _ in
          reads.withLock { $0.append(ReadFreshness.current) }
          try await gate.pass()
          return Page(items: [Sample.leanne])
        }
      })

    let (first, second) = try await ReadFreshness.$current.withValue(.storedIfAvailable) {
      async let first = client.users(UserQuery())
      async let second = client.users(UserQuery())
      for await _ in gate.arrivals { break }
      gate.open()
      return try await (first.items, second.items)
    }
    #expect(first == [Sample.leanne])
    #expect(second == [Sample.leanne])
    #expect(reads.current.count == 1, "the second page waited for the first one's read")

    _ = try await ReadFreshness.$current.withValue(.storedOnly) {
      try await client.users(UserQuery())
    }
    #expect(reads.current.count == 1, "a read from the store takes what the round has")
    _ = try await AuthorsOnce.$round.withValue(1) {
      try await ReadFreshness.$current.withValue(.revalidated) {
        try await client.users(UserQuery())
      }
    }
    _ = try await AuthorsOnce.$round.withValue(1) {
      try await ReadFreshness.$current.withValue(.revalidated) {
        try await client.users(UserQuery())
      }
    }
    #expect(reads.current == [.storedIfAvailable, .revalidated], "a refresh reads them once again")
  }

  @Test func aFailedReadIsNotKept() async {
    let reads = LockedValue(0)
    let client = AuthorsOnce().client(
      NetworkClient.unimplemented.with {
        $0.users = { _ in
          reads.withLock { $0 += 1 }
          throw NetworkError.unreachable(host: "api.test", reason: "down")
        }
      })
    _ = try? await client.users(UserQuery())
    _ = try? await client.users(UserQuery())
    #expect(reads.current == 2)
  }
}
