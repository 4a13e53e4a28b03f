import Foundation
import HTTPClient
import Synchronization
import TestSupport
import Testing

@Suite struct PageWalkReadTests {
  private struct Failure: Error {}

  @Test func readsEveryPageAsEachNamesTheNext() async throws {
    let asked = Mutex<[PageRequest]>([])
    let read = try await PageWalk<Int>.read(from: PageRequest(size: 2)) { request in
      asked.withLock { $0.append(request) }
      switch request.continuation?.cursor {
      case nil: return Page(items: [1, 2], totalCount: 5, next: .cursor("b"))
      case "b": return Page(items: [3, 4], next: .cursor("c"))
      default: return Page(items: [5])
      }
    }

    checkEqual(read.items, [1, 2, 3, 4, 5])
    checkEqual(read.pages, 3)
    checkEqual(read.totalCount, 5, "the count the last page to give one stated")
    checkEqual(read.end, .lastPage)
    checkEqual(asked.withLock { $0 }.map(\.continuation), [nil, .cursor("b"), .cursor("c")])
    checkEqual(asked.withLock { $0 }.map(\.size), [2, 2, 2])
    check(read.isComplete)
  }

  @Test func aLastPageShortOfTheTotalStatedIsNotTheWholeList() async throws {
    let read = try await PageWalk<Int>.read(from: PageRequest(size: 2)) { request in
      request.isFirst ? Page(items: [1, 2], totalCount: 5, next: .cursor("b")) : Page(items: [3])
    }

    checkEqual(read.items, [1, 2, 3])
    checkEqual(read.end, .lastPage)
    check(read.end.isComplete, "the pages ended where they said")
    check(!read.isComplete, "three of the five items stated")
  }

  @Test func aServerThatIgnoresThePageAskedForEndsTheReadingWithoutItsCopy() async throws {
    let asked = Mutex<[PageRequest]>([])
    let read = try await PageWalk<Int>.read(from: PageRequest(size: 2)) { request in
      asked.withLock { $0.append(request) }
      return Page(items: [1, 2], next: .number((request.number ?? 1) + 1))
    }

    checkEqual(read.items, [1, 2])
    checkEqual(read.end, .repeatedPage(2))
    check(!read.end.isComplete)
    check(!read.isComplete)
    checkEqual(asked.withLock { $0 }.count, 2)
  }

  @Test func aFailureOnAPageIsThrown() async {
    await #expect(throws: Failure.self) {
      _ = try await PageWalk<Int>.read(from: PageRequest(size: 2)) { request in
        guard request.isFirst else { throw Failure() }
        return Page(items: [1, 2], next: .number(2))
      }
    }
  }

  @Test func aCancelledTaskAsksForNoPage() async {
    let asked = Mutex<[PageRequest]>([])
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await PageWalk<Int>.read(from: PageRequest(size: 2)) { request in
        asked.withLock { $0.append(request) }
        return Page(items: [1])
      }
    }

    await #expect(throws: CancellationError.self) { _ = try await task.value }
    checkEqual(asked.withLock { $0 }.count, 0)
  }
}
