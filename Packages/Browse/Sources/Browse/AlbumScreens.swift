import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient

/// The Albums tab's root: every album, loaded the first time the tab is shown.
struct AlbumList: Sendable, Hashable {
  /// The list's feature state.
  var list = AlbumsFeature.State(query: AlbumQuery())
  /// Whether the list was asked for, so that showing the tab again does not load it again.
  var isRequested = false

  /// The albums loaded.
  var albums: [Album] { list.page.value?.items ?? [] }
}

/// An album's photos as a grid, all of them loaded at once.
struct AlbumGrid: Sendable, Hashable {
  var albumID: Album.ID
  /// The photos' feature state.
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

/// Work the album screens ask for.
enum AlbumRequest: Sendable, Hashable {
  /// Loads the album list on screen `screen`, from the store if it has it.
  case loadList(screen: ScreenID)
  /// Loads the photos of album `id` on screen `screen`, from the store if it has them.
  case openAlbum(screen: ScreenID, Album.ID)
  /// Loads the list or the photos of screen `screen` again, asking the server again.
  case reload(screen: ScreenID)
  /// Opens `url` with `xdg-open`, or reports that it cannot.
  case openURL(screen: ScreenID, String)
}
