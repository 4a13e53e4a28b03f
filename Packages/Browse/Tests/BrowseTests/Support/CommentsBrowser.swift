import Dependencies
import Features
import FeaturesTesting
import JSONCoding
import NetworkClient
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// A browser of one resource, the comments, with three records, on which the deletions and
/// the saves of any resource's records are tested.
enum CommentsBrowser {
  static let comments = BrowsedResource(name: "comments")
  static let catalog = ResourceCatalog(resources: [comments])
  static let tab = BrowseTab(comments)
  static let rows: [JSONObject] = [
    ["id": 1, "postId": 1, "name": "First", "body": "a"],
    ["id": 2, "postId": 1, "name": "Second", "body": "b"],
    ["id": 3, "postId": 2, "name": "Third", "body": "c"],
  ]
  static let second = RecordKey(resource: comments, id: "2")

  static func feature(_ writes: RecordWrites, clock: any Clock<Duration> = TestClock())
    -> BrowseFeature
  {
    BrowseFeature(clock: clock, catalog: catalog, collections: writes.client)
  }

  /// A browser on the comments' tab, its records read, the cursor on the second.
  static func browser(_ writes: RecordWrites) async -> BrowseState {
    var state = BrowseState(size: Fixtures.size, catalog: catalog)
    let list = Store(
      initialState: state.lists[records: CommentsBrowser.tab],
      reducer: RecordsScreen(collections: writes.client, isOffline: false))
    await list.send(.appear)
    state.lists[records: CommentsBrowser.tab] = await list.state
    state.lists[records: CommentsBrowser.tab].cursor = ListCursor(row: 1)
    return state
  }

  /// The rows of `records`, as the list reads them.
  static func rows(_ records: [JSONObject]) -> [RecordRow] {
    records.enumerated().map { RecordRow($1, of: comments, position: $0, idField: "id") }
  }

  @Sendable static func isPageAnswer(_ action: BrowseAction) -> Bool {
    guard case .lists(let list) = action, list.tab == CommentsBrowser.tab,
      case .resource(.feed(.pageResponse))? = list.action.base as? RecordsScreen.Action
    else { return false }
    return true
  }
}
