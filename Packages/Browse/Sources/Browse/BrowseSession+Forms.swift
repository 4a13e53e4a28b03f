import Features
import Foundation
import NetworkClient
import TerminalKit

/// The runtime of the forms and deletions: their stores, and the external editor.
extension BrowseSession {
  /// Does the work `request` asks for.
  func perform(_ request: FormRequest) {
    switch request {
    case .openUserForm(let screen, let state):
      let store = Store(initialState: state, reducer: UserEditFeature(client: client))
      startTask(forwarding: store, screen: screen) {
        .browse(.forms(.formChanged(screen: screen, .user($0.form))))
      }
      formChannels[screen] = FormChannel(into: store) { message in
        switch message {
        case .form(.user(let action)): .form(action)
        case .reload: .retry
        case .form(.post): nil
        }
      }
      if state.form.isLoading { send([.load], to: store, screen: screen) }
    case .openPostForm(let screen, let state):
      let store = Store(initialState: state, reducer: PostEditFeature(client: client))
      startTask(forwarding: store, screen: screen) {
        .browse(.forms(.formChanged(screen: screen, .post($0.form))))
      }
      formChannels[screen] = FormChannel(into: store) { message in
        switch message {
        case .form(.post(let action)): .form(action)
        case .reload: .retry
        case .form(.user): nil
        }
      }
      if state.form.isLoading { send([.load], to: store, screen: screen) }
    case .send(let screen, let input):
      formChannels[screen]?.send(.form(input))
    case .reload(let screen):
      formChannels[screen]?.send(.reload)
    case .editBody(let screen, let text):
      runEditor(on: text, for: screen)
    case .showPost(let screen, let detail):
      postStores[screen] = show(
        PostDetailFeature(client: client),
        PostDetailFeature.State(postID: detail.id, detail: .loaded(detail)),
        screen: screen
      ) { .postChanged(screen: screen, $0) }
    case .showUser(let screen, let detail):
      userStores[screen] = show(
        UserDetailFeature(client: client),
        UserDetailFeature.State(userID: detail.id, detail: .loaded(detail)),
        screen: screen
      ) { .userChanged(screen: screen, $0) }
    case .delete(let target):
      let store = Store(
        initialState: DeleteFeature.State(target: target, status: .confirming),
        reducer: DeleteFeature(client: client))
      // The deletion before this one is over: its store goes.
      deletionTask?.cancel()
      deletionTask = Task { [continuation] in
        for await state in await store.states(bufferingPolicy: .bufferingNewest(1)) {
          continuation.yield(.browse(.forms(.deletionChanged(state))))
        }
      }
      send([.confirm], to: store, screen: nil)
    }
  }

  /// Releases the form store of screen `screen`.
  func closeForm(screen: ScreenID) {
    formChannels.removeValue(forKey: screen)?.close()
  }

  /// Creates the store of a detail screen that starts from what a save answered, without
  /// loading it.
  private func show<ID, Value>(
    _ feature: DetailFeature<ID, Value>, _ state: DetailFeature<ID, Value>.State, screen: ScreenID,
    as action: @escaping @Sendable (DetailFeature<ID, Value>.State) -> BrowseAction
  ) -> Store<DetailFeature<ID, Value>> {
    let store = Store(initialState: state, reducer: feature)
    startTask(forwarding: store, screen: screen) { .browse(action($0)) }
    return store
  }

  /// Hands the terminal to the external editor on a thread of its own, and then takes it
  /// back: the editor's outcome goes to the form, and the screen is drawn again whole.
  private func runEditor(on text: String, for screen: ScreenID) {
    isSuspended = true
    let editor = ExternalEditor(command: editorCommand)
    Thread.detachNewThread { [terminal, continuation] in
      let outcome = terminal.handOver { editor.edit(text) }
      continuation.yield(.browse(.forms(.editorFinished(screen: screen, outcome))))
      continuation.yield(.terminal(.resumed))
    }
  }
}
