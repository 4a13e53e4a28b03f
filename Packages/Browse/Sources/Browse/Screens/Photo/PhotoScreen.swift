import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

/// A photo's details, opened from an album's grid: the kit's ``DetailScreen`` of
/// ``PhotoDetails``.
///
/// `o` opens its address with `xdg-open`, and the status line says `opening https://…`; when it
/// cannot be opened, the status line shows the address instead. `r` asks the server again and
/// says what it found, `/` finds in its text.
typealias PhotoScreen = DetailScreen<PhotoDetails>

/// A photo as a ``DetailScreen`` shows it: its title and addresses as lines, then a big swatch
/// of its colour; shown as the grid had it, and read again only with `r`.
struct PhotoDetails: DetailResource {
  typealias Delegate = BrowseDelegate

  /// The address shown in the status line, once it could not be opened.
  struct Extra: Sendable, Hashable {
    var shownURL: String?
  }

  enum Action: Sendable, Hashable {
    /// `url` was handed to the program that opens addresses.
    case urlOpened(String)
    case urlNotOpened(String)
  }

  static let noun = "photo"

  let detail: DetailFeature<Photo.ID, Photo>
  let isOffline: Bool
  /// Opens an address outside the terminal; false when it cannot.
  let openURL: @Sendable (String) -> Bool

  /// The photo's title, then its addresses and album, each labelled; the addresses are
  /// wrapped, not cut, so that they can be read whole in a narrow window.
  static func lines(
    of detail: DetailFeature<Photo.ID, Photo>.State, width: Int, usesColor: Bool
  ) -> [String] {
    let options = RenderOptions(width: width, usesColor: usesColor, isTerminal: true)
    switch detail.detail {
    case .loading:
      return options.layout("Loading photo \(detail.id)…")
    case .failed(let failure):
      let text = "Could not load photo \(detail.id): \(failure.inBrowserWords.message)"
      return options.layout(text).map { options.styled($0, .error) }
    case .loaded(let photo):
      let title = options.layout(photo.title.sanitizedForTerminalLine).map {
        options.styled($0, .bold)
      }
      let fields = FieldList([
        FieldList.Field("URL", photo.url), FieldList.Field("Thumbnail", photo.thumbnailUrl),
        FieldList.Field("Album", "\(photo.albumId)"),
      ])
      return title + [""] + fields.lines(options: options)
    }
  }

  static func deletionTarget(of id: Photo.ID) -> RecordKey? { nil }

  static func title(of photo: Photo) -> String { photo.title }

  func reduce(_ action: Action, _ state: inout PhotoScreen.State) -> Effect<PhotoScreen.Action> {
    switch action {
    case .urlOpened(let url):
      return .send(.delegate(.notice("opening \(url)".sanitizedForTerminalLine)))
    case .urlNotOpened(let url):
      state.extra.shownURL = url
      return .none
    }
  }

  static let keys = PhotoScreen.keys(with: [
    KeyBinding(
      [.character("o")], "o", "open the photo's address", hint: KeyHint("o open", rank: 10),
      refusal: { $0.detail.detail.value == nil ? "o: the photo is not loaded" : nil }
    ) { screen, state in
      state.extra.shownURL = nil
      guard let url = state.detail.detail.value?.url else { return .none }
      return .run { [openURL = screen.resource.openURL] send in
        await send(.resource(openURL(url) ? .urlOpened(url) : .urlNotOpened(url)))
      }
    },
    ListKeys.copy("copy the photo's URL, its JSON", wait: .actsAtOnce),
  ])
}

extension DetailScreen where Resource == PhotoDetails {
  init(client: NetworkClient, isOffline: Bool, openURL: @escaping @Sendable (String) -> Bool) {
    let photo = DetailFeature<Photo.ID, Photo> { id in try await client.photo(id) }
    self.init(PhotoDetails(detail: photo, isOffline: isOffline, openURL: openURL))
  }
}

extension DetailScreen.State where Resource == PhotoDetails {
  init(photo: Photo, size: TerminalSize) {
    self.init(id: photo.id, detail: .loaded(photo), size: size, extra: PhotoDetails.Extra())
  }

  /// The address shown in the status line, once it could not be opened.
  var shownURL: String? {
    get { extra.shownURL }
    set { extra.shownURL = newValue }
  }
}
