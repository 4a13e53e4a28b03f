/// A detail screen's logic for any resource: loads one value by its identifier, and can retry
/// after a failure.
///
/// A screen passes the fetch of its client; a test, one that answers from memory:
///
/// ```swift
/// struct Note: Sendable, Hashable {
///   var id: Int
///   var title: String
/// }
///
/// let feature = DetailFeature<Int, Note>(fetch: { id in Note(id: id, title: "Harbour") })
/// ```
///
/// The state starts as `.loading`, since the screen has nothing to show before its first
/// ``Action/load``; there is no idle state. ``Action/revalidate`` asks again while the value
/// stays shown, for a refresh that should not blank the screen.
public struct DetailFeature<ID: Sendable & Hashable, Value: Sendable & Hashable>: Reducer {
  public struct State: Sendable, Hashable {
    public var id: ID
    public var detail: Loadable<Value>

    public init(id: ID, detail: Loadable<Value> = .loading) {
      self.id = id
      self.detail = detail
    }
  }

  public enum Action: Sendable, Hashable {
    /// Requests the value of ``State/id``. A request still in flight is cancelled and its
    /// response dropped.
    case load
    /// Requests the value again after a failure; the same as ``load``.
    case retry
    /// Requests the value of ``State/id`` again and keeps what the state shows (the value, or
    /// a failure) until the answer comes: a changed value replaces it, an unchanged one leaves
    /// the state as it is, and a failure is shown as a load's.
    case revalidate
    case detailResponse(Result<Value, LoadFailure>)
  }

  private enum CancelID {
    case load
  }

  private let fetch: @Sendable (ID) async throws -> Value

  public init(fetch: @escaping @Sendable (ID) async throws -> Value) {
    self.fetch = fetch
  }

  /// Applies `action`: a load or retry shows `.loading` and requests the value of ``State/id``;
  /// a revalidation requests it with the value still shown; a response shows the value or the
  /// failure.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load, .retry:
      state.detail = .loading
      return request(state.id)

    case .revalidate:
      return request(state.id)

    case .detailResponse(.success(let detail)):
      state.detail = .loaded(detail)
      return .none

    case .detailResponse(.failure(let failure)):
      state.detail = .failed(failure)
      return .none
    }
  }

  /// Requests the value of `id`; a request still in flight is cancelled.
  private func request(_ id: ID) -> Effect<Action> {
    .run { [fetch] send in
      do {
        let detail = try await fetch(id)
        await send(.detailResponse(.success(detail)))
      } catch {
        await send(.detailResponse(.failure(LoadFailure(error))))
      }
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
