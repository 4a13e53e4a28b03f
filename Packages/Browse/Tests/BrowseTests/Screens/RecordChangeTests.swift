import Features
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClientTestSupport
import ScreenKit
import Testing

@testable import Browse
@testable import BrowseKit

/// What each screen reads again when another screen wrote on the server, decided in its own
/// folder: the browser tells them all alike.
@Suite struct RecordChangeTests {
  private static let browser = BrowseState(size: Fixtures.size)

  @Test func aUserIsReadAgainOnlyWhenATodoOfTheirsIsTicked() throws {
    let user = UserScreen.State(userID: 1, size: Fixtures.size)
    let todos = BrowsedResource(name: "todos")
    let theirs = BrowseDelegate.changed(
      .updated(RecordKey(resource: todos, id: "4"), ["id": 4, "userId": 1, "completed": true]))
    let others = BrowseDelegate.changed(
      .updated(RecordKey(resource: todos, id: "5"), ["id": 5, "userId": 2, "completed": true]))
    #expect(UserDetails.action(for: Self.input(theirs), in: user) == .revalidate)
    #expect(UserDetails.action(for: Self.input(others), in: user) == nil)
  }

  @Test func aListReadsItsRecordsAgainWhenOneOfItsResourceWasSavedElsewhere() {
    let todos = BrowsedResource(name: "todos")
    let ticked = ScreenInput.changed(
      .updated(RecordKey(resource: todos, id: "4"), ["id": 4, "completed": true]))
    let list = RecordsScreen.State(
      query: RecordsQuery(tab: todos), idField: "id", size: Fixtures.size)
    #expect(RecordsList.action(for: ticked, in: list) == .reload, "even before it is shown")
    let comments = RecordsScreen.State(
      query: RecordsQuery(tab: BrowsedResource(name: "comments")), idField: "id",
      size: Fixtures.size)
    #expect(RecordsList.action(for: ticked, in: comments) == nil)
  }

  @Test func aDeletionConfirmedIsTheListsOwnTarget() {
    let posts = PostsScreen.State(size: Fixtures.size)
    #expect(
      PostsList.action(for: .deletionConfirmed(.post(7), title: "Ramen"), in: posts)
        == .deletions(.confirmed(.post(7), title: "Ramen")))
    let number = RecordKey(resource: JSONPlaceholderTab.posts.records, id: "seven")
    #expect(PostsList.action(for: .deletionConfirmed(number, title: "Ramen"), in: posts) == nil)
  }

  @Test func aPostOrAUserDeletedOnTheServerIsToldAsTheirRecord() {
    let post = PostsScreen.Action.deletions(
      .deletion(ElementAction(id: .post(3), action: .deleteResponse(.success(.post(3))))))
    #expect(post.deletedRecord == .post(3))
    let user = UsersScreen.Action.deletions(
      .deletion(ElementAction(id: .user(2), action: .deleteResponse(.success(.user(2))))))
    #expect(user.deletedRecord == .user(2))
  }

  private static func input(_ delegate: BrowseDelegate) -> ScreenInput {
    guard case .changed(let change) = delegate else { return .appear }
    return .changed(change)
  }
}
