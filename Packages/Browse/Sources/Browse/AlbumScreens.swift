import Features
import Models
import NetworkClient

/// The Albums tab's root: every album, loaded the first time the tab is shown.
struct AlbumList: Sendable, Hashable {
  /// The list's state as its store last reported it.
  var list = AlbumsFeature.State(query: AlbumQuery())
  /// Whether the list was asked for, so that showing the tab again does not load it again.
  var isRequested = false

  /// The albums loaded.
  var albums: [Album] { list.page.value?.items ?? [] }
}

/// An album's photos as a grid, all of them loaded at once.
struct AlbumGrid: Sendable, Hashable {
  var albumID: Album.ID
  /// The photos' state as their store last reported it.
  var photos: PhotosFeature.State
  var cursor = GridCursor()

  /// The grid of album `albumID`, waiting for its photos.
  init(albumID: Album.ID) {
    self.albumID = albumID
    photos = PhotosFeature.State(query: PhotoQuery(albumID: albumID))
  }

  /// The photos loaded.
  var items: [Photo] { photos.page.value?.items ?? [] }
}

/// A photo's details: its title, addresses and a big swatch.
struct PhotoScreen: Sendable, Hashable {
  var photo: Photo
  /// The address shown in the status line, when it could not be opened.
  var shownURL: String?
}

/// What the album screens' stores and the address opener report.
enum AlbumEvent: Sendable, Hashable {
  case listChanged(screen: ScreenID, AlbumsFeature.State)
  case photosChanged(screen: ScreenID, PhotosFeature.State)
  /// `url` could not be opened (there is no `xdg-open`), so screen `screen` shows it.
  case urlNotOpened(screen: ScreenID, String)
}

/// Work the album screens ask the runtime to do.
enum AlbumRequest: Sendable, Hashable {
  /// Opens the store of the album list on screen `screen` and loads it.
  case loadList(screen: ScreenID)
  /// Opens a store for the photos of album `id` on screen `screen` and loads them.
  case openAlbum(screen: ScreenID, Album.ID)
  /// Loads the list or the photos of screen `screen` again, asking the server again.
  case reload(screen: ScreenID)
  /// Opens `url` with `xdg-open`, or reports that it cannot.
  case openURL(screen: ScreenID, String)
}
