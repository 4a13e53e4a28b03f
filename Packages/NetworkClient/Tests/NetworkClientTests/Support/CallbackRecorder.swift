import Dependencies
import Dispatch
import Models
import NetworkClient
import Synchronization

/// Records the calls of a callback API's `success` and `failure`, and the queue each ran on.
final class CallbackRecorder: Sendable {
  /// One call of a callback.
  enum Call: Hashable, Sendable {
    case success([User])
    case failure(FetchError)
  }

  /// A queue that the recorder recognizes as the one a call ran on.
  let queue = DispatchQueue(label: "CallbackRecorder")

  private static let queueKey = DispatchSpecificKey<String>()
  private let calls = Mutex<[Call]>([])
  private let onExpectedQueue = Mutex<[Bool]>([])

  init() {
    queue.setSpecific(key: Self.queueKey, value: "expected")
  }

  /// The calls so far, in order.
  var recorded: [Call] {
    calls.withLock { $0 }
  }

  /// For each call so far, whether it ran on ``queue``.
  var ranOnQueue: [Bool] {
    onExpectedQueue.withLock { $0 }
  }

  /// The `success` callback.
  var success: @Sendable ([User]) -> Void {
    { users in self.record(.success(users)) }
  }

  /// The `failure` callback.
  var failure: @Sendable (FetchError) -> Void {
    { error in self.record(.failure(error)) }
  }

  private func record(_ call: Call) {
    let isOnQueue = DispatchQueue.getSpecific(key: Self.queueKey) == "expected"
    onExpectedQueue.withLock { $0.append(isOnQueue) }
    calls.withLock { $0.append(call) }
  }
}
