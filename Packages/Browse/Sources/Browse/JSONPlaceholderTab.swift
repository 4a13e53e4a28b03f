import BrowseKit
import RecordConventions
import ScreenKit

/// One of JSONPlaceholder's tabs, shown with its own screens: what each is (its list, its
/// name, its command) is its ``TabResource``'s to say.
enum JSONPlaceholderTab: Int, CaseIterable, Sendable, Hashable {
  case posts

  /// The tab's list, registered for the tab's resource.
  var resource: any TabResource.Type {
    switch self {
    case .posts: PostsList.self
    }
  }

  var title: String { resource.title }

  var keyLines: [KeyLine] { resource.keyLines }

  /// The screens of the catalog's resources that show this tab.
  var screens: BrowsedResource.Screens { BrowsedResource.Screens(self) }

  /// The tab's resource as the records client reads and writes it, at JSONPlaceholder's path
  /// (the case's name: `todos`).
  var records: BrowsedResource {
    BrowsedResource(name: String(describing: self), screens: screens)
  }
}

extension BrowseTab {
  /// The tab of one of JSONPlaceholder's resources, shown with its own screens when the
  /// catalog says so.
  init(_ tab: JSONPlaceholderTab) {
    self.init(tab.records)
  }

  static let posts = BrowseTab(JSONPlaceholderTab.posts)
}

extension BrowsedResource.Screens {
  /// The screens of one of JSONPlaceholder's tabs, its list registered for its resource, in
  /// the tab bar's order.
  init(_ tab: JSONPlaceholderTab) {
    self.init(name: String(describing: tab), list: tab.resource, order: tab.rawValue)
  }

  /// JSONPlaceholder's posts, with authors, comments and forms.
  public static let posts = Self(JSONPlaceholderTab.posts)
}

extension ScreenKind {
  /// The list of one of JSONPlaceholder's tabs.
  static func list(_ tab: JSONPlaceholderTab) -> ScreenKind {
    ScreenKind(name: "the \(tab.title.lowercased())", keyLines: tab.keyLines)
  }
}
