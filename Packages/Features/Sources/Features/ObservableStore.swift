import Observation

/// A store for a user interface: it lives on the main actor, and its ``state`` is observable
/// with the Observation framework, so a SwiftUI view that reads it redraws when it changes.
///
/// ```swift
/// typealias Notes = ListFeature<String, String>
/// let notes = Notes { _ in Page(items: ["Harbour", "Mill"], totalCount: 2) }
///
/// let store = ObservableStore(initialState: Notes.State(query: "all"), reducer: notes)
/// await store.send(.load).finish()
/// let titles = store.state.page.value?.items ?? []
///
/// #if canImport(SwiftUI)
///   import SwiftUI
///
///   struct NotesScreen: View {
///     @State var store = ObservableStore(
///       initialState: ListFeature<String, String>.State(query: "all"),
///       reducer: ListFeature<String, String> { _ in Page(items: ["Harbour"]) })
///
///     var body: some View {
///       List(store.state.page.value?.items ?? [], id: \.self) { Text($0) }
///         .task { await store.send(.load).finish() }
///         .refreshable { await store.send(.revalidate).finish() }
///     }
///   }
/// #endif
/// ```
///
/// It runs the same reducers and effects as ``Store``, with the same order and cancellation:
/// actions are reduced on the main actor, and effects run off it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class ObservableStore<R: Reducer> {
  public private(set) var state: R.State

  @ObservationIgnored private let reducer: R
  @ObservationIgnored private var runner = EffectRunner<R.Action>()
  @ObservationIgnored private let core = StoreCore<R.Action>()

  public init(initialState: R.State, reducer: R) {
    self.state = initialState
    self.reducer = reducer
  }

  /// Reduces `action` now, then starts the effects it returned, feeding their actions back.
  ///
  /// The returned task finishes when all of them have, and the effects that the actions they
  /// sent started; cancelling it cancels them all at once, and their later actions are dropped.
  /// An effect cancelled by identifier stops alone: what its actions started keeps running.
  @discardableResult
  public func send(_ action: R.Action) -> StoreTask {
    let send = core.open(action) { start($0) }
    guard !send.isFinished else { return StoreTask(nil) }
    return StoreTask(Task { [core] in await core.wait(for: send) }) { [core] in core.cancel(send) }
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
    reducer.reduce(into: &state, action: action)
  }

  private func unregister(_ registration: EffectRunner<R.Action>.Registration) {
    runner.unregister(registration)
  }
}
