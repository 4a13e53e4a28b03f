import BrowseKit
import JSONPlaceholderFeatures
import NetworkClient

/// What JSONPlaceholder's screens are made with: its client.
extension ScreenContext {
  var client: NetworkClient {
    get { self[NetworkClientKey.self] }
    set { self[NetworkClientKey.self] = newValue }
  }

  private enum NetworkClientKey: ScreenContextKey {
    static var defaultValue: NetworkClient { .unimplemented }
  }
}
