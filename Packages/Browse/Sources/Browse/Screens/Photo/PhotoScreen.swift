import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// A photo's details: its title, addresses and a big swatch. `o` opens its address with
/// `xdg-open`, and the status line says `opening https://…`; when it cannot be opened, the
/// status line shows the address instead.
struct PhotoScreen: Reducer {
  struct State: Sendable, Hashable {
    var photo: Photo
    /// The address shown in the status line, once it could not be opened.
    var shownURL: String?
  }

  enum Action: Sendable, Hashable {
    case key(Key)
    /// `url` was handed to the program that opens addresses.
    case urlOpened(String)
    /// `url` could not be opened.
    case urlNotOpened(String)
    case delegate(ScreenDelegate)
  }

  /// Opens an address outside the terminal; false when it cannot.
  let openURL: @Sendable (String) -> Bool

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .key(.escape), .key(.backspace), .key(.left):
      return .send(.delegate(.close))
    case .key(.character("o")):
      state.shownURL = nil
      let url = state.photo.url
      return .run { [openURL] send in
        await send(openURL(url) ? .urlOpened(url) : .urlNotOpened(url))
      }
    case .urlOpened(let url):
      return .send(.delegate(.notice("opening \(url)".sanitizedForTerminalLine)))
    case .urlNotOpened(let url):
      state.shownURL = url
      return .none
    case .key, .delegate:
      return .none
    }
  }
}
