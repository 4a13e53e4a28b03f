import ScreenKit

/// A tab of the browser, in the order of the tab bar. What each tab is (its list, its name,
/// its command) is its ``TabResource``'s to say.
enum BrowseTab: Int, CaseIterable, Sendable, Hashable {
  case posts
  case users
  case albums
  case todos

  /// The resource of the tab's list.
  var resource: any TabResource.Type {
    TabLists.resource(of: self)
  }

  /// The tab's name in the tab bar.
  var title: String { resource.title }

  /// What the key table of the tab's list says of its keys.
  var keyLines: [KeyLine] { resource.keyLines }

  /// The tab a command names, by its record's singular or plural (`album`, `albums`); `nil`
  /// for another.
  init?(command: String) {
    guard
      let tab = Self.allCases.first(where: {
        $0.resource.command == command || $0.resource.rowsName == command
      })
    else { return nil }
    self = tab
  }

  /// The tab after this one, or before it with `offset` -1, wrapping around.
  func advanced(by offset: Int) -> BrowseTab {
    let count = Self.allCases.count
    let index = ((rawValue + offset) % count + count) % count
    return BrowseTab(rawValue: index) ?? self
  }
}
