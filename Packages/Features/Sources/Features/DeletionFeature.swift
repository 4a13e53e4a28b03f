/// Deleting an `Item` after the person confirms: anything a `delete` closure can delete, such
/// as a note by its id or a comment.
///
/// ``Action/delete`` asks for confirmation (``Status/confirming``); ``Action/confirm`` sends the
/// request and ``Action/cancel`` gives up without one. A failed request can be sent again with
/// ``Action/retry``. A screen that needs no question, such as a command run with `--yes`, sends
/// ``Action/delete`` then ``Action/confirm``.
///
/// The deletion carries ``State/version``, the version of the target as it was read, as
/// `If-Match` of a delete of that record, so that a server whose record changed since refuses
/// it (`412`) rather than remove what the person did not see.
///
/// Made with an undo window, ``Action/confirm`` sends nothing yet (``Status/pending``): the
/// request goes when the window closes on the feature's clock, or at once on
/// ``Action/sendNow``, and ``Action/undo`` within the window gives up without one.
///
/// ```swift
/// import Synchronization
///
/// let removed = Mutex<[Int]>([])
/// let feature = DeletionFeature<Int> { id in removed.withLock { $0.append(id) } }
/// ```
public struct DeletionFeature<Item: Sendable & Hashable>: Reducer {
  public typealias Target = Item

  public enum Status: Sendable, Hashable {
    case idle
    case confirming
    /// Confirmed, waiting for the undo window to close before the request is sent.
    case pending
    case deleting
    case deleted
    /// The person cancelled; nothing was sent.
    case cancelled
    case failed(LoadFailure)
  }

  public struct State: Sendable, Hashable {
    public var target: Target
    public var status: Status
    /// The version of the target as it was read, such as `Answered.recordVersion` of its read,
    /// sent as `If-Match`; `nil` for none.
    public var version: RecordVersion?

    public init(target: Target, status: Status = .idle, version: RecordVersion? = nil) {
      self.target = target
      self.status = status
      self.version = version
    }
  }

  public enum Action: Sendable, Hashable {
    /// Asks to delete the target: the deletion waits for confirmation.
    case delete
    /// Confirms the deletion: the request is sent.
    case confirm
    /// Cancels the deletion while it waits for confirmation.
    case cancel
    /// Gives up a confirmed deletion while its undo window is open: nothing is sent.
    case undo
    /// Sends a confirmed deletion at once, without waiting for its undo window to close.
    case sendNow
    /// The undo window closed: the request is sent.
    case undoWindowClosed
    case retry
    case deleteResponse(Result<Target, LoadFailure>)
  }

  private enum CancelID {
    case delete
    case undoWindow
  }

  private let deleteTarget: @Sendable (Target) async throws -> Void
  private let undoWindow: Duration?
  private let clock: any Clock<Duration>

  /// With an `undoWindow`, a confirmed deletion is sent only once that long has passed on
  /// `clock`; without one, at once.
  public init(
    undoWindow: Duration? = nil, clock: any Clock<Duration> = ContinuousClock(),
    delete: @escaping @Sendable (Target) async throws -> Void
  ) {
    self.deleteTarget = delete
    self.undoWindow = undoWindow
    self.clock = clock
  }

  /// Ignores actions that do not fit where the deletion stands, such as a confirmation nobody
  /// asked for or a second one while the request is in flight.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .delete:
      guard state.status == .idle || state.status == .cancelled else { return .none }
      state.status = .confirming
      return .none

    case .confirm:
      guard state.status == .confirming else { return .none }
      guard let undoWindow else { return send(&state) }
      state.status = .pending
      return .run { [clock] send in
        do {
          try await clock.sleep(for: undoWindow)
          await send(.undoWindowClosed)
        } catch {}
      }
      .cancellable(id: CancelID.undoWindow)

    case .undo:
      guard state.status == .pending else { return .none }
      state.status = .cancelled
      return .cancel(id: CancelID.undoWindow)

    case .sendNow, .undoWindowClosed:
      guard state.status == .pending else { return .none }
      return .merge([.cancel(id: CancelID.undoWindow), send(&state)])

    case .cancel:
      guard state.status == .confirming else { return .none }
      state.status = .cancelled
      return .none

    case .retry:
      guard case .failed = state.status else { return .none }
      return send(&state)

    case .deleteResponse(.success):
      state.status = .deleted
      return .none

    case .deleteResponse(.failure(let failure)):
      state.status = .failed(failure)
      return .none
    }
  }

  private func send(_ state: inout State) -> Effect<Action> {
    state.status = .deleting
    return .run { [deleteTarget, target = state.target, version = state.version] send in
      do {
        try await RecordVersion.$current.withValue(version) { try await deleteTarget(target) }
        await send(.deleteResponse(.success(target)))
      } catch {
        await send(.deleteResponse(.failure(LoadFailure(error))))
      }
    }
    .cancellable(id: CancelID.delete)
  }
}

extension DeletionFeature.State: Identifiable {
  /// What is deleted: one deletion at a time of each target.
  public var id: Item { target }
}
