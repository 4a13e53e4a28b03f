import Features
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
    let theirs = try #require(TodosList.saved(Sample.todo(4, by: 1, title: "a", completed: true)))
    let others = try #require(TodosList.saved(Sample.todo(5, by: 2, title: "b", completed: true)))
    #expect(UserDetails.action(for: Self.input(theirs), in: user) == .revalidate)
    #expect(UserDetails.action(for: Self.input(others), in: user) == nil)
  }

  @Test func theOtherTodoListsReadTheirTodosAgainAndNoOtherListDoes() throws {
    let ticked = try #require(TodosList.saved(Sample.todo(4, by: 1, title: "a", completed: true)))
    let todos = TodosScreen.State(userID: 1, size: Fixtures.size)
    #expect(TodosList.action(for: Self.input(ticked), in: todos) == .resource(.reread))
    let records = RecordsScreen.State(
      query: RecordsQuery(tab: BrowsedResource(name: "todos")), idField: "id", size: Fixtures.size)
    #expect(RecordsList.action(for: Self.input(ticked), in: records) == nil)
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
