@testable import Browse
@testable import BrowseKit

extension JumpNames {
  /// JSONPlaceholder's commands, as its catalog names them: its own tabs' commands, then its
  /// resources shown with the generic screens.
  static let jsonPlaceholder = JumpNames(
    own: ResourceCatalog.jsonPlaceholder.ownResources.map(\.screens),
    generic: ResourceCatalog.jsonPlaceholder.genericResources.map(\.name))
}
