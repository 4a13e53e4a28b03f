/// The runtime of a feature: holds its state, reduces actions and runs their effects.
///
/// ```swift
/// typealias Notes = ListFeature<String, String>
///
/// let store = Store(
///   initialState: Notes.State(query: "all"),
///   reducer: Notes { _ in Page(items: ["Harbour", "Mill"], totalCount: 2) })
/// await store.send(.load)
/// let titles = await store.state.page.value?.items
/// // titles == ["Harbour", "Mill"]
/// ```
///
/// ``send(_:)`` returns once every effect the action started, and every effect started by the
/// actions those effects sent, has finished. Cancelling the task that called `send` cancels
/// those effects. To redraw while effects run, such as a spinner, iterate
/// ``states(bufferingPolicy:)`` in another task.
public actor Store<R: Reducer> {
  public private(set) var state: R.State

  private let reducer: R
  private var observers: [Int: AsyncStream<R.State>.Continuation] = [:]
  private var nextObserverToken = 0
  private var runner = EffectRunner<R.Action>()
  private let core = StoreCore<R.Action>()

  public init(initialState: R.State, reducer: R) {
    self.state = initialState
    self.reducer = reducer
  }

  deinit {
    for observer in observers.values {
      observer.finish()
    }
  }

  /// Reduces `action`, then runs the effects it returned, feeding their actions back, and
  /// returns when all of them have finished.
  ///
  /// If the calling task is cancelled, the effects are cancelled and their later actions dropped,
  /// and so are the effects that the actions they already sent started. An effect cancelled by
  /// identifier stops alone: what its actions started before is the work of the reducer that
  /// returned it, and keeps running.
  public func send(_ action: R.Action) async {
    await core.wait(for: core.open(action) { start($0) })
  }

  /// A stream of states: the current one first, then the state after every action.
  ///
  /// Each call returns a new stream, which finishes when the store is released. A redraw loop
  /// that only needs the latest state can pass `.bufferingNewest(1)`.
  public func states(
    bufferingPolicy: AsyncStream<R.State>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<R.State> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: R.State.self, bufferingPolicy: bufferingPolicy)
    nextObserverToken += 1
    let token = nextObserverToken
    observers[token] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { await self?.removeObserver(token) }
    }
    continuation.yield(state)
    return stream
  }

  /// Reduces `action` and starts its effects, which send their actions to ``feed(_:)``.
  private func start(_ action: R.Action) -> [Task<Void, Never>] {
    let effect = reduce(action)
    let send = Send<R.Action> { [self] action in await self.feed(action) }
    return runner.start(effect, send: send, reduce: reduce) { [self] registration in
      await self.unregister(registration)
    }
  }

  /// Reduces an action that an effect sent and waits for the effects it started.
  private func feed(_ action: R.Action) async {
    await core.feed(action) { start($0) }
  }

  private func reduce(_ action: R.Action) -> Effect<R.Action> {
    let effect = reducer.reduce(into: &state, action: action)
    for observer in observers.values {
      observer.yield(state)
    }
    return effect
  }

  private func unregister(_ registration: EffectRunner<R.Action>.Registration) {
    runner.unregister(registration)
  }

  private func removeObserver(_ token: Int) {
    observers.removeValue(forKey: token)
  }
}
