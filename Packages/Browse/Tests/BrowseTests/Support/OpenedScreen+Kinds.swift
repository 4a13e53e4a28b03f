import JSONPlaceholderFeatures
import Models
import ScreenKit

@testable import Browse
@testable import BrowseKit

/// The screens and their actions spelled by kind, as the browser's tests read best.
extension OpenedScreen.State {
  static func form(_ screen: FormScreen) -> Self { Self(screen) }
  static func records(_ screen: RecordsScreen.State) -> Self { Self(screen) }
  static func record(_ screen: RecordScreen.State) -> Self { Self(screen) }
}

extension OpenedScreen.Action {
  static func form(_ action: FormScreenFeature.Action) -> Self { Self(action) }
  static func records(_ action: RecordsScreen.Action) -> Self { Self(action) }
  static func record(_ action: RecordScreen.Action) -> Self { Self(action) }
}

/// The tabs' lists' actions spelled by tab, as the browser's tests read best.
extension TabLists.Action {
  /// An action of the generic list of `tab`.
  static func records(_ tab: BrowseTab, _ action: RecordsScreen.Action) -> Self {
    Self(tab, .init(action))
  }
}

extension TabLists.State {
  /// The generic list of `tab`, or an empty one where there is none.
  subscript(records tab: BrowseTab) -> RecordsScreen.State {
    get {
      list(tab, as: RecordsScreen.State.self)
        ?? RecordsScreen.State(
          query: RecordsQuery(tab: BrowsedResource(name: tab.resource)), idField: "id", size: size)
    }
    set { self[tab] = OpenedScreen.State(newValue) }
  }
}

extension RecordKey {
  /// Post `id`'s record, as a post's screen confirms its deletion.
  static func post(_ id: Int) -> RecordKey {
    RecordKey(resource: BrowsedResource(name: "posts"), id: String(id))
  }

  /// User `id`'s record, as a user's screen confirms its deletion.
  static func user(_ id: Int) -> RecordKey {
    RecordKey(resource: BrowsedResource(name: "users"), id: String(id))
  }
}
