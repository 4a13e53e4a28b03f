import Dispatch
import Foundation
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("PendingLoad")
struct PendingLoadTests {
  /// A session task that only counts what is asked of it.
  // Unchecked: Foundation's session task cannot be checked; this one's own state is locked.
  private final class CountingTask: URLSessionDataTask, @unchecked Sendable {
    private let counts = LockedValue((resumed: 0, cancelled: 0))

    var resumeCount: Int { counts.withLock { $0.resumed } }
    var cancelCount: Int { counts.withLock { $0.cancelled } }

    override func resume() { counts.withLock { $0.resumed += 1 } }
    override func cancel() { counts.withLock { $0.cancelled += 1 } }
  }

  private let response = URLResponse(
    url: URL(fileURLWithPath: "/posts"), mimeType: nil, expectedContentLength: 2,
    textEncodingName: nil)

  /// Starts a call on `load` with `task`, returning once the task has been attached.
  private func startCall(
    on load: PendingLoad, with task: CountingTask
  ) async -> Task<(Data, URLResponse), any Error> {
    let attached = Signal()
    let call = Task {
      try await withCheckedThrowingContinuation { continuation in
        if load.install(continuation) {
          load.attach(task)
        }
        Task { await attached.raise() }
      }
    }
    await attached.wait()
    return call
  }

  /// Returns once every block queued on `queue` so far has run.
  private func drain(_ queue: DispatchQueue) async {
    await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
  }

  private func isCancelled(_ error: any Error) -> Bool {
    (error as? URLError)?.code == .cancelled
  }

  @Test("the task's outcome reaches the caller")
  func outcome() async throws {
    let load = PendingLoad()
    let task = CountingTask()
    let call = await startCall(on: load, with: task)

    load.finish(.success((Data("[]".utf8), response)))
    load.finish(.failure(URLError(.networkConnectionLost)))

    let (data, response) = try await call.value
    checkEqual(data, Data("[]".utf8))
    check(response === self.response)
    checkEqual(task.resumeCount, 1)
    checkEqual(task.cancelCount, 0)
  }

  @Test("cancelling touches neither the caller nor the session task until its queue runs")
  func cancelDefersToItsQueue() async throws {
    let queue = DispatchQueue(label: "PendingLoadTests.cancellation")
    queue.suspend()
    let load = PendingLoad(cancellationQueue: queue)
    let task = CountingTask()
    let call = await startCall(on: load, with: task)

    load.cancel()

    checkEqual(task.cancelCount, 0, "the session task is not touched inside the handler")
    queue.resume()
    await #expect(performing: { try await call.value }, throws: isCancelled)
    await drain(queue)
    #if canImport(FoundationNetworking)
      checkEqual(task.cancelCount, 0, "a started task is left to finish on Linux")
    #else
      checkEqual(task.cancelCount, 1)
    #endif
  }

  @Test("a call cancelled before it starts ends at once and starts no task")
  func cancelledBeforeStart() async throws {
    let load = PendingLoad()
    let task = CountingTask()
    load.cancel()

    let call = await startCall(on: load, with: task)

    await #expect(performing: { try await call.value }, throws: isCancelled)
    checkEqual(task.resumeCount, 0)
  }

  @Test("a task made while the call is being cancelled is cancelled, not started")
  func cancelledWhileStarting() async throws {
    let queue = DispatchQueue(label: "PendingLoadTests.cancellation")
    queue.suspend()
    let load = PendingLoad(cancellationQueue: queue)
    let task = CountingTask()
    let attached = Signal()
    let call = Task {
      try await withCheckedThrowingContinuation { continuation in
        _ = load.install(continuation)
        load.cancel()
        load.attach(task)
        Task { await attached.raise() }
      }
    }
    await attached.wait()

    checkEqual(task.resumeCount, 0)
    checkEqual(task.cancelCount, 1)
    queue.resume()
    await #expect(performing: { try await call.value }, throws: isCancelled)
  }

  @Test("a response that comes after the cancellation still ends the call as cancelled")
  func responseAfterCancellation() async throws {
    let queue = DispatchQueue(label: "PendingLoadTests.cancellation")
    queue.suspend()
    let load = PendingLoad(cancellationQueue: queue)
    let task = CountingTask()
    let call = await startCall(on: load, with: task)

    load.cancel()
    load.finish(.success((Data("[]".utf8), response)))

    await #expect(performing: { try await call.value }, throws: isCancelled)
    queue.resume()
    await drain(queue)
    checkEqual(task.cancelCount, 0, "a finished task is not cancelled")
  }
}
