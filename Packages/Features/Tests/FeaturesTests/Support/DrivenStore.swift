import Dependencies
import Synchronization

@testable import Features

/// The two stores, so that one test checks that both run effects alike.
enum StoreKind: String, CaseIterable, Sendable {
  /// ``Store``, sent to from a task of its own.
  case actor
  /// ``ObservableStore``, sent to on the main actor.
  case observable

  /// A store of this kind that starts with no actions and records each one `reducer` reduces.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor
  func make(_ reducer: Script) -> DrivenStore {
    switch self {
    case .actor:
      let store = Store(initialState: [], reducer: reducer)
      return DrivenStore(
        state: { await store.state },
        send: { action in
          let task = Task { await store.send(action) }
          return Sending(finish: { await task.value }, cancel: { task.cancel() })
        })
    case .observable:
      let store = ObservableStore(initialState: [], reducer: reducer)
      return DrivenStore(
        state: { store.state },
        send: { action in
          let task = store.send(action)
          return Sending(finish: { await task.finish() }, cancel: { task.cancel() })
        })
    }
  }
}

/// Either store, driven the same way.
@MainActor
struct DrivenStore {
  /// The actions reduced so far.
  let state: () async -> [String]
  /// Sends an action.
  let send: (String) -> Sending
}

/// A call of `send` on either store: wait for the effects it started, or cancel them.
struct Sending: Sendable {
  let finish: @Sendable () async -> Void
  let cancel: @Sendable () -> Void
}

/// A point where an effect waits until the test opens it, whether or not its task is cancelled,
/// as work that does not check for cancellation does.
final class Latch: Sendable {
  /// Yields once for every task that reaches the latch.
  let arrivals: AsyncStream<Void>
  private let arrived: AsyncStream<Void>.Continuation
  private let storage = Mutex((isOpen: false, waiters: [CheckedContinuation<Void, Never>]()))

  init() {
    (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
  }

  /// Waits until the latch is open.
  func wait() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let isOpen = storage.withLock { storage in
        if !storage.isOpen { storage.waiters.append(continuation) }
        return storage.isOpen
      }
      arrived.yield()
      if isOpen { continuation.resume() }
    }
  }

  /// Lets every waiting task and every later one through.
  func open() {
    let waiters = storage.withLock { storage in
      storage.isOpen = true
      defer { storage.waiters = [] }
      return storage.waiters
    }
    for waiter in waiters {
      waiter.resume()
    }
  }
}
