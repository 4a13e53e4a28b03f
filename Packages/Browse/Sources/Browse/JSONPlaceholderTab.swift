import RecordConventions
import ScreenKit

/// One of JSONPlaceholder's tabs, shown with its own screens: what each is (its list, its
/// name, its command) is its ``TabResource``'s to say.
enum JSONPlaceholderTab: Int, CaseIterable, Sendable, Hashable {
  case posts
  case users
  case albums
  case todos

  /// The tab's list, registered for the tab's resource.
  var resource: any TabResource.Type {
    switch self {
    case .posts: PostsList.self
    case .users: UsersList.self
    case .albums: AlbumsList.self
    case .todos: TodosList.self
    }
  }

  var title: String { resource.title }

  var keyLines: [KeyLine] { resource.keyLines }

  /// The screens of the catalog's resources that show this tab.
  var screens: BrowsedResource.Screens {
    switch self {
    case .posts: .posts
    case .users: .users
    case .albums: .albums
    case .todos: .todos
    }
  }

  /// The tabs of `catalog`'s resources shown with JSONPlaceholder's own screens, in the
  /// browser's order.
  static func shown(in catalog: ResourceCatalog) -> [JSONPlaceholderTab] {
    let screens = Set(catalog.resources.map(\.screens))
    return allCases.filter { screens.contains($0.screens) }
  }

  /// The tab's resource as the records client reads and writes it, at JSONPlaceholder's path
  /// (the case's name: `todos`).
  var records: BrowsedResource {
    BrowsedResource(name: String(describing: self), screens: screens)
  }

  /// The tab that shows the records of `screens`; `nil` for the generic screens.
  init?(showing screens: BrowsedResource.Screens) {
    guard let tab = Self.allCases.first(where: { $0.screens == screens }) else { return nil }
    self = tab
  }

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
}

extension BrowseTab {
  /// The tab of one of JSONPlaceholder's resources, shown with its own screens when the
  /// catalog says so.
  init(_ tab: JSONPlaceholderTab) {
    self.init(tab.records)
  }

  static let posts = BrowseTab(JSONPlaceholderTab.posts)
  static let users = BrowseTab(JSONPlaceholderTab.users)
  static let albums = BrowseTab(JSONPlaceholderTab.albums)
  static let todos = BrowseTab(JSONPlaceholderTab.todos)
}

extension BrowsedResource {
  /// What one of its records is called: as its own tab calls it (`to-do`), else its name made
  /// singular as json-server makes it (`customer`).
  var singular: String {
    JSONPlaceholderTab(showing: screens)?.resource.rowName ?? Inflection.singular(name)
  }
}

extension ScreenKind {
  /// The list of one of JSONPlaceholder's tabs; the To-dos tab's is also a user's to-dos,
  /// opened over their screen.
  static func list(_ tab: JSONPlaceholderTab) -> ScreenKind {
    ScreenKind(name: "the \(tab.title.lowercased())", keyLines: tab.keyLines)
  }
}
