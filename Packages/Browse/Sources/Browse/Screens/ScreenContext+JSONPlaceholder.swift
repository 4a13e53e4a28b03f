import BrowseKit
import JSONPlaceholderFeatures
import NetworkClient

/// What JSONPlaceholder's screens are made with: its client, and the to-dos' list, which a
/// user's to-dos opened over their screen are too.
extension ScreenContext {
  var client: NetworkClient {
    get { self[NetworkClientKey.self] }
    set { self[NetworkClientKey.self] = newValue }
  }

  var todos: TodosScreen {
    get { self[TodosScreenKey.self] }
    set { self[TodosScreenKey.self] = newValue }
  }

  private enum NetworkClientKey: ScreenContextKey {
    static var defaultValue: NetworkClient { .unimplemented }
  }

  private enum TodosScreenKey: ScreenContextKey {
    static var defaultValue: TodosScreen {
      TodosScreen(checklist: TodoChecklistFeature(client: .unimplemented), isOffline: false)
    }
  }
}
