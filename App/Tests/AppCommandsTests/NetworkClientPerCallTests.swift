import Foundation
import Models
import NetworkClient
import Testing

@testable import AppCommands

@Suite struct NetworkClientPerCallTests {
  @Test func buildsAFreshClientForEachCall() async throws {
    let builds = Counter()
    let client = NetworkClient.perCall {
      let build = builds.increment()
      return NetworkClient.unimplemented.with {
        $0.post = { id in Post(userId: 1, id: id, title: "build \(build)", body: "") }
      }
    }

    let first = try await client.post(7)
    let second = try await client.post(8)

    #expect(first.title == "build 1")
    #expect(second.title == "build 2")
    #expect(second.id == 8)
  }

  @Test func forwardsAPostWithItsAuthorInOneCall() async throws {
    let client = NetworkClient.perCall {
      NetworkClient.unimplemented.with {
        $0.postWithAuthor = { id in
          PostSummary(post: Post(userId: 1, id: id, title: "expanded", body: ""), author: nil)
        }
      }
    }

    let summary = try await client.postWithAuthor(7)

    #expect(summary.post.title == "expanded")
  }
}

private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func increment() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}
