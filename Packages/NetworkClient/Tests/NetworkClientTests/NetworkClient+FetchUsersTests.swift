import Dependencies
import Dispatch
import Foundation
import Models
import NetworkClientTestSupport
import Synchronization
import TestSupport
import Testing

@testable import NetworkClient

@Suite("NetworkClient.fetchUsers(ownerID:queue:success:failure:)")
struct NetworkClientFetchUsersTests {
  private static let users: [User] = (1...4).map { Fixtures.user(User.ID($0), name: "User \($0)") }

  private static func client(
    answering users: [User] = users, asked: @escaping @Sendable (UserQuery) -> Void = { _ in }
  ) -> NetworkClient {
    NetworkClient.unimplemented.with {
      $0.users = { query in
        asked(query)
        return Page(items: users)
      }
    }
  }

  private static func failingClient(_ error: any Error) -> NetworkClient {
    NetworkClient.unimplemented.with { $0.users = { _ in throw error } }
  }

  /// Runs `fetchUsers` to its end and returns what the callbacks received.
  private static func fetch(
    _ client: NetworkClient, ownerID: User.ID?, queue: DispatchQueue? = nil,
    recorder: CallbackRecorder = CallbackRecorder()
  ) async -> [CallbackRecorder.Call] {
    let handle = client.fetchUsers(
      ownerID: ownerID, queue: queue, success: recorder.success, failure: recorder.failure)
    await handle.waitUntilFinished()
    queue?.sync {}
    return recorder.recorded
  }

  @Test("success gets the users without the owner, in reverse order, exactly once")
  func excludesOwnerInReverse() async {
    let queries = Mutex<[UserQuery]>([])

    let calls = await Self.fetch(
      Self.client { query in queries.withLock { $0.append(query) } }, ownerID: 2)

    checkEqual(calls, [.success([Self.users[3], Self.users[2], Self.users[0]])])
    checkEqual(queries.withLock { $0 }, [UserQuery()])
  }

  @Test("a nil owner excludes nobody")
  func nilOwner() async {
    let calls = await Self.fetch(Self.client(), ownerID: nil)

    checkEqual(calls, [.success(Self.users.reversed())])
  }

  @Test("an owner the server does not have fails as not found, as the users list does")
  func ownerNotInList() async {
    let calls = await Self.fetch(Self.client(), ownerID: 99)

    checkEqual(calls, [.failure(.notFound(message: "user 99 not found"))])
  }

  @Test("the order is the reverse of the server's, whatever that is")
  func reversesTheServersOrder() async {
    let shuffled = [Self.users[2], Self.users[0], Self.users[3], Self.users[1]]

    let calls = await Self.fetch(Self.client(answering: shuffled), ownerID: 1)

    checkEqual(calls, [.success([Self.users[1], Self.users[3], Self.users[2]])])
  }

  @Test("an empty list with no owner, or one with only the owner, succeeds with no users")
  func emptyResults() async {
    await checkEqual(Self.fetch(Self.client(answering: []), ownerID: nil), [.success([])])
    await checkEqual(
      Self.fetch(Self.client(answering: [Self.users[0]]), ownerID: 1), [.success([])])
  }

  @Test(
    "each failure calls failure exactly once with its case, and success never",
    arguments: [
      (
        NetworkError.unreachable(host: "example.invalid", reason: "host not found"),
        FetchError.unreachable(message: "cannot reach example.invalid: host not found")
      ),
      (
        NetworkError.timedOut(host: "example.invalid"),
        FetchError.timedOut(message: "example.invalid did not answer in time")
      ),
      (NetworkError.cancelled, FetchError.cancelled(message: "request cancelled")),
      (
        NetworkError.notFound(resource: "user", id: "9"),
        FetchError.notFound(message: "user 9 not found")
      ),
      (
        NetworkError.unexpectedStatus(code: 503, bodyExcerpt: "busy"),
        FetchError.unexpectedStatus(code: 503, message: "server answered HTTP 503: busy")
      ),
      (
        NetworkError.undecodable(resource: "users", codingPath: "[0].id", reason: "missing key"),
        FetchError.undecodable(message: "unexpected response for users at [0].id: missing key")
      ),
    ])
  func failures(error: NetworkError, expected: FetchError) async {
    let calls = await Self.fetch(Self.failingClient(error), ownerID: 1)

    checkEqual(calls, [.failure(expected)])
  }

  @Test("an error that is not a NetworkError is other, and CancellationError is cancelled")
  func otherErrors() async {
    struct Broken: Error, CustomStringConvertible {
      var description: String { "broken pipe" }
    }

    await checkEqual(
      Self.fetch(Self.failingClient(Broken()), ownerID: nil),
      [.failure(.other(message: "broken pipe"))])
    await checkEqual(
      Self.fetch(Self.failingClient(CancellationError()), ownerID: nil),
      [.failure(.cancelled(message: "request cancelled"))])
  }

  @Test("callbacks run on the queue given", arguments: [true, false])
  func deliversOnTheGivenQueue(succeeds: Bool) async {
    let recorder = CallbackRecorder()
    let client =
      succeeds ? Self.client() : Self.failingClient(NetworkError.timedOut(host: "example.invalid"))

    let calls = await Self.fetch(client, ownerID: 1, queue: recorder.queue, recorder: recorder)

    checkEqual(calls.count, 1)
    checkEqual(recorder.ranOnQueue, [true])
  }

  @Test("without a queue, callbacks run where the fetch finished, not on the recorder's queue")
  func deliversInPlaceWithoutQueue() async {
    let recorder = CallbackRecorder()

    let calls = await Self.fetch(Self.client(), ownerID: 1, recorder: recorder)

    checkEqual(calls.count, 1)
    checkEqual(recorder.ranOnQueue, [false])
  }

  @Test("cancelling while the request is in flight calls neither callback", .timeLimit(.minutes(1)))
  func cancelInFlight() async {
    let arrived = Signal()
    let release = Signal()
    let client = NetworkClient.unimplemented.with {
      $0.users = { _ in
        await arrived.raise()
        await release.wait()
        return Page(items: Self.users)  // Answers even when cancelled: only the handle may stop it.
      }
    }
    let recorder = CallbackRecorder()

    let handle = client.fetchUsers(
      ownerID: nil, success: recorder.success, failure: recorder.failure)
    await arrived.wait()
    handle.cancel()
    await release.raise()
    await handle.waitUntilFinished()

    check(handle.isCancelled)
    check(recorder.recorded.isEmpty)
  }

  @Test("cancelling cancels the request's task")
  func cancelCancelsTheTask() async {
    let arrived = Signal()
    let sawCancellation = Mutex(false)
    let client = NetworkClient.unimplemented.with {
      $0.users = { _ in
        await arrived.raise()
        await Signal().wait()  // Returns only once the task is cancelled.
        sawCancellation.withLock { $0 = Task.isCancelled }
        throw CancellationError()
      }
    }
    let recorder = CallbackRecorder()

    let handle = client.fetchUsers(
      ownerID: nil, success: recorder.success, failure: recorder.failure)
    await arrived.wait()
    handle.cancel()
    await handle.waitUntilFinished()

    check(sawCancellation.withLock { $0 })
    check(recorder.recorded.isEmpty)
  }

  @Test("cancelling after the fetch finished, while its callback waits on the queue, calls neither")
  func cancelWhileCallbackIsQueued() async {
    let recorder = CallbackRecorder()
    recorder.queue.suspend()

    let handle = Self.client().fetchUsers(
      ownerID: nil, queue: recorder.queue, success: recorder.success, failure: recorder.failure)
    await handle.waitUntilFinished()
    handle.cancel()
    recorder.queue.resume()
    recorder.queue.sync {}

    check(recorder.recorded.isEmpty)
  }

  @Test("cancelling after the callback was called changes nothing")
  func cancelAfterDelivery() async {
    let recorder = CallbackRecorder()

    let handle = Self.client().fetchUsers(
      ownerID: 4, success: recorder.success, failure: recorder.failure)
    await handle.waitUntilFinished()
    handle.cancel()

    checkEqual(recorder.recorded, [.success([Self.users[2], Self.users[1], Self.users[0]])])
  }

  @Test("a server error is reported with its status and the request")
  func serverError() async {
    let client = Self.failingClient(
      NetworkError.unexpectedStatus(
        code: 502, bodyExcerpt: "down", request: "GET https://api.example/users"))

    let calls = await Self.fetch(client, ownerID: 3)

    checkEqual(
      calls,
      [
        .failure(
          .unexpectedStatus(code: 502, message: "GET https://api.example/users: HTTP 502: down"))
      ])
  }
}
