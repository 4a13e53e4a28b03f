import Features
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClientTestSupport
import ScreenKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// What each screen reads again when another screen wrote on the server, decided in its own
/// folder: the browser tells them all alike.
@Suite struct RecordChangeTests {
  private static let browser = BrowseState(size: Fixtures.size)

  @Test func aListReadsItsRecordsAgainWhenOneOfItsResourceWasSavedElsewhere() {
    let todos = BrowsedResource(name: "todos")
    let ticked = ScreenInput.changed(
      .updated(RecordKey(resource: todos, id: "4"), ["id": 4, "completed": true]))
    let list = RecordsScreen.State(
      query: RecordsQuery(tab: todos), idField: "id", size: Fixtures.size)
    checkEqual(RecordsList.action(for: ticked, in: list), .reload, "even before it is shown")
    let comments = RecordsScreen.State(
      query: RecordsQuery(tab: BrowsedResource(name: "comments")), idField: "id",
      size: Fixtures.size)
    checkEqual(RecordsList.action(for: ticked, in: comments), nil)
  }

  private static func input(_ delegate: BrowseDelegate) -> ScreenInput {
    guard case .changed(let change) = delegate else { return .appear }
    return .changed(change)
  }
}
