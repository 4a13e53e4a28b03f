import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
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
    case delegate(BrowseDelegate)
  }

  /// Opens an address outside the terminal; false when it cannot.
  let openURL: @Sendable (String) -> Bool

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .key(let key):
      return Self.keys.effect(key, on: self, &state) { .delegate(.notice($0)) }
    case .urlOpened(let url):
      return .send(.delegate(.notice("opening \(url)".sanitizedForTerminalLine)))
    case .urlNotOpened(let url):
      state.shownURL = url
      return .none
    case .delegate:
      return .none
    }
  }
}

extension PhotoScreen {
  /// The keys of a photo: each with what it does and the words that say so.
  static let keys = KeyTable<PhotoScreen, State, Effect<Action>>([
    KeyBinding(
      [.character("o")], "o", "open the photo's address", hint: KeyHint("o open", rank: 10)
    ) { screen, state in
      state.shownURL = nil
      let url = state.photo.url
      return .run { [openURL = screen.openURL] send in
        await send(openURL(url) ? .urlOpened(url) : .urlNotOpened(url))
      }
    },
    ListKeys.copy("copy the photo's URL, its JSON"),
    ListKeys.back(rank: 50) { _, _ in .send(.delegate(.close)) }.adding(.left),
  ])
}
