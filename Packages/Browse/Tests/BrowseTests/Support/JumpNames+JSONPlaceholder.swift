@testable import Browse
@testable import BrowseKit

extension JumpNames {
  /// JSONPlaceholder's commands alone, for a browser of its four tabs.
  static let jsonPlaceholder = JumpNames(
    own: JSONPlaceholderTab.allCases.map(\.screens), generic: [])
}
