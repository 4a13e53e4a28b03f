/// Work a ``Reducer`` asks its runtime to do after an action: nothing, more actions, or
/// asynchronous operations that send actions back.
///
/// Effects are values: a reducer returns one and stays pure, and the runtime decides when and
/// where the work runs.
///
/// <!-- not compiled: a case of a reducer's switch -->
/// ```swift
/// case .load:
///   return .run { send in
///     let posts = await loadPosts()
///     await send(.postsLoaded(posts))
///   }
///   .cancellable(id: CancelID.load, cancelInFlight: true)
/// ```
public struct Effect<Action: Sendable>: Sendable {
  enum Operation: Sendable {
    /// Reduce an action right away, before any asynchronous work starts.
    case send(Action)
    /// Run an asynchronous operation, cancellable under each of `cancellations`.
    case run(cancellations: [Cancellation], body: @Sendable (Send<Action>) async -> Void)
    case cancel(id: CancellationID)
  }

  struct Cancellation: Sendable {
    var id: CancellationID
    /// Whether starting the operation cancels the ones already running under `id`.
    var cancelInFlight: Bool
  }

  /// The work, in the order it starts.
  let operations: [Operation]

  public static var none: Self {
    Self(operations: [])
  }

  /// Reduces `action` immediately, before the runtime starts any other work.
  public static func send(_ action: Action) -> Self {
    Self(operations: [.send(action)])
  }

  /// Runs `operation`, which sends actions back through its ``Send`` argument.
  ///
  /// The operation is cancelled when the task that sent the action is, and when it is cancelled
  /// by identifier (see ``cancellable(id:cancelInFlight:)``); a cancelled operation should stop,
  /// and its sends are dropped.
  public static func run(
    _ operation: @escaping @Sendable (Send<Action>) async -> Void
  ) -> Self {
    Self(operations: [.run(cancellations: [], body: operation)])
  }

  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operations: [.cancel(id: CancellationID(id))])
  }

  /// Combines effects so that they run concurrently.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Combines effects so that they run concurrently.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    // A closure, not a key path: a key path in generic code is made again at each call.
    Self(operations: effects.flatMap { $0.operations })
  }

  /// Makes the asynchronous operations of this effect cancellable under `id`.
  ///
  /// With `cancelInFlight`, starting them first cancels the operations already running under
  /// `id`, so that only the latest request can deliver its response. An operation made
  /// cancellable twice is cancelled under either identifier.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    let cancellation = Cancellation(id: CancellationID(id), cancelInFlight: cancelInFlight)
    return Self(
      operations: operations.map { operation in
        guard case .run(let cancellations, let body) = operation else { return operation }
        return .run(cancellations: cancellations + [cancellation], body: body)
      }
    )
  }

  /// Transforms the actions this effect sends, to embed a child feature's effect in a parent's.
  public func map<NewAction: Sendable>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    Effect<NewAction>(
      operations: operations.map { operation in
        switch operation {
        case .send(let action):
          return .send(transform(action))
        case .run(let cancellations, let body):
          let mapped = cancellations.map {
            Effect<NewAction>.Cancellation(id: $0.id, cancelInFlight: $0.cancelInFlight)
          }
          return .run(cancellations: mapped) { send in
            await body(Send { action in await send(transform(action)) })
          }
        case .cancel(let id):
          return .cancel(id: id)
        }
      }
    )
  }

  /// Runs each asynchronous operation of this effect through `around`, which is handed the
  /// operation and the sender it would have had, and calls the operation: within task-local
  /// values, or with a sender that sends other actions around the operation's.
  ///
  /// <!-- not compiled: a line of a reducer that wraps an effect -->
  /// ```swift
  /// effect.aroundOperations { operation, send in
  ///   await $traceID.withValue(id) { await operation(send) }
  /// }
  /// ```
  ///
  /// Sent actions and cancellations are left as they are, and so is how each operation is
  /// cancelled.
  public func aroundOperations(
    _ around:
      @escaping @Sendable (
        _ operation: @escaping @Sendable (Send<Action>) async -> Void, _ send: Send<Action>
      ) async -> Void
  ) -> Self {
    Self(
      operations: operations.map { operation in
        guard case .run(let cancellations, let body) = operation else { return operation }
        return .run(cancellations: cancellations) { send in await around(body, send) }
      }
    )
  }

  /// The same work with every cancellation identifier, those it registers and those it
  /// cancels, moved under `scope`, so that two children of one type that a parent keeps apart
  /// itself (lists at indices, not a `forEach`) do not cancel each other's work.
  public func scoped(to scope: some Hashable & Sendable) -> Self {
    scoped(to: CancellationID(scope))
  }

  /// The same work with every cancellation identifier moved under `scope`.
  func scoped(to scope: CancellationID) -> Self {
    Self(
      operations: operations.map { operation in
        switch operation {
        case .send:
          return operation
        case .run(let cancellations, let body):
          let scoped = cancellations.map {
            Cancellation(id: $0.id.scoped(to: scope), cancelInFlight: $0.cancelInFlight)
          }
          return .run(cancellations: scoped, body: body)
        case .cancel(let id):
          return .cancel(id: id.scoped(to: scope))
        }
      }
    )
  }
}
