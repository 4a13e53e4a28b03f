import BrowseKit
import Features
import Models
import ScreenKit

/// The albums came with these owners: the browser has the users read for the names it lacks.
struct AlbumOwners: BrowseEvent {
  let owners: Set<User.ID>

  func handle(from sender: ScreenID, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    let names = state.userNames
    guard owners.contains(where: { names[$0] == nil }) else { return .none }
    return browser.usersList(.resource(.loadForAlbumOwners), &state)
  }
}

extension BrowseDelegate {
  /// The albums came with `owners`, whose names the albums show.
  static func albumOwners(_ owners: Set<User.ID>) -> Self {
    .event(AnyBrowseEvent(AlbumOwners(owners: owners)))
  }
}
