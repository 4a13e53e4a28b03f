/// The runtime of a feature: holds its state, reduces actions and runs their effects.
///
/// ```swift
/// let store = Store(initialState: PostsListFeature.State(), reducer: PostsListFeature())
/// await store.send(.load)
/// print(PostsListView(state: await store.state).render(options: options))
/// ```
///
/// ``send(_:)`` returns once every effect the action started, and every effect started by the
/// actions those effects sent, has finished. Cancelling the task that called `send` cancels
/// those effects. To redraw while effects run, such as a spinner, iterate
/// ``states(bufferingPolicy:)`` in another task.
public actor Store<R: Reducer> {
  /// The current state.
  public private(set) var state: R.State

  private let reducer: R
  private var observers: [Int: AsyncStream<R.State>.Continuation] = [:]
  private var cancellableTasks: [CancellationID: [Int: Task<Void, Never>]] = [:]
  private var nextToken = 0

  /// Creates a store that starts at `initialState` and changes by `reducer`.
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
  /// If the calling task is cancelled, the effects are cancelled and their later actions dropped.
  public func send(_ action: R.Action) async {
    let effect = reduce(action)
    await withTaskGroup(of: Void.self) { group in
      start(effect, in: &group)
    }
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
    let token = makeToken()
    observers[token] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { await self?.removeObserver(token) }
    }
    continuation.yield(state)
    return stream
  }

  private func reduce(_ action: R.Action) -> Effect<R.Action> {
    let effect = reducer.reduce(into: &state, action: action)
    for observer in observers.values {
      observer.yield(state)
    }
    return effect
  }

  private func start(_ effect: Effect<R.Action>, in group: inout TaskGroup<Void>) {
    for operation in effect.operations {
      switch operation {
      case .send(let action):
        start(reduce(action), in: &group)
      case .cancel(let id):
        cancelTasks(registeredUnder: id)
      case .run(let cancellation, let body):
        let send = Send<R.Action> { [self] action in await self.send(action) }
        guard let cancellation else {
          group.addTask { await body(send) }
          continue
        }
        if cancellation.cancelInFlight {
          cancelTasks(registeredUnder: cancellation.id)
        }
        // Unstructured, so that cancelling by identifier stops this operation alone, while the
        // group still waits for it and still cancels it with the sender.
        let task = Task { await body(send) }
        let token = makeToken()
        cancellableTasks[cancellation.id, default: [:]][token] = task
        group.addTask {
          await withTaskCancellationHandler {
            await task.value
          } onCancel: {
            task.cancel()
          }
          await self.removeTask(token, registeredUnder: cancellation.id)
        }
      }
    }
  }

  private func cancelTasks(registeredUnder id: CancellationID) {
    guard let tasks = cancellableTasks.removeValue(forKey: id) else { return }
    for task in tasks.values {
      task.cancel()
    }
  }

  private func removeTask(_ token: Int, registeredUnder id: CancellationID) {
    cancellableTasks[id]?.removeValue(forKey: token)
    if cancellableTasks[id]?.isEmpty == true {
      cancellableTasks.removeValue(forKey: id)
    }
  }

  private func removeObserver(_ token: Int) {
    observers.removeValue(forKey: token)
  }

  private func makeToken() -> Int {
    nextToken += 1
    return nextToken
  }
}
