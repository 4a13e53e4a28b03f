import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient

/// How far the Albums tab got in naming the albums' owners it had no name for.
enum AlbumOwnersLoad: Sendable, Hashable {
  /// The users were not asked for on the albums' behalf.
  case notAsked
  /// The users list is loading for the albums' owners.
  case loading
  /// The users came, or their failure was said in the status line.
  case done
}

extension BrowseState {
  /// Loads the users list once, through its own feature, when the albums of `list` have
  /// owners that ``userNames`` cannot name and the users were never asked for.
  mutating func loadAlbumOwnersIfNeeded(for list: AlbumsFeature.State) -> [BrowseRequest] {
    guard albumOwnersLoad == .notAsked, !hasRequestedUsers else { return [] }
    let names = userNames
    let albums = list.page.value?.items ?? []
    guard albums.contains(where: { names[$0.userId] == nil }) else { return [] }
    albumOwnersLoad = .loading
    hasRequestedUsers = true
    freshness.startLoad(of: ScreenID.root(of: .users), quiet: false)
    return [.users([.list(.load)], .storedIfAvailable)]
  }

  /// Once the users the albums asked for come, the albums name their owners; if they fail,
  /// the status line says so once, and the albums keep showing their owners' ids.
  mutating func albumOwnersChanged() {
    guard albumOwnersLoad == .loading, !users.users.isLoading else { return }
    albumOwnersLoad = .done
    guard let failure = users.users.failure else { return }
    notice = "could not name the albums' owners: \(failure.browserMessage)"
  }
}
