import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse

@Suite struct BrowseStateSelectionTests {
  private static let size = TerminalSize(columns: 80, rows: 24)

  /// Page `number` of 20 posts of a server that has `total`.
  private static func postsPage(_ number: Int, total: Int) -> BrowseAction {
    let first = (number - 1) * 20 + 1
    let last = min(total, number * 20)
    let posts = (first...max(first, last)).filter { $0 <= last }.map {
      PostSummary(post: Sample.post(Post.ID($0), title: "Post \($0)"), author: Sample.leanne)
    }
    return .postsAnswered(
      PostsListFeature.State(
        query: PostsPage.query(number),
        posts: .loaded(Page.numbered(posts, number: number, size: 20, totalCount: total))))
  }

  /// A browser with `pages` pages of posts loaded, of a server that has `total`.
  private func loaded(pages: Int, total: Int) -> BrowseState {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    for page in 1...pages { _ = state.apply(Self.postsPage(page, total: total)) }
    return state
  }

  /// Creates `post` with the form `n` opens.
  private func create(_ post: Post, in state: inout BrowseState) -> [BrowseRequest] {
    _ = state.apply(.key(.character("n")))
    return state.apply(.screen(state.top.id, .form(.post(.saveResponse(.success(post))))))
  }

  @Test func aPostCreatedIsSelectedInThePostsOnceTheyShowIt() {
    var state = loaded(pages: 1, total: 3)
    #expect(create(Sample.post(4, title: "New"), in: &state) == [.posts(.revalidate)])
    #expect(state.createdItem == .post(4))
    _ = state.apply(Self.postsPage(1, total: 4))
    _ = state.apply(.key(.escape))
    #expect(state.top.screen == .posts)
    #expect(state.top.position.cursor == 3)
    #expect(state.createdItem == nil)
  }

  @Test func aPostCreatedBeyondThePagesLoadedLoadsTheRestAndScrollsToIt() {
    var state = loaded(pages: 2, total: 100)
    _ = create(Sample.post(101, title: "New"), in: &state)
    _ = state.apply(Self.postsPage(1, total: 101))
    let requests = state.apply(Self.postsPage(2, total: 101))
    #expect(requests == [.posts(.loadRemainingPages)])
    for page in 3...6 { _ = state.apply(Self.postsPage(page, total: 101)) }
    _ = state.apply(.key(.escape))
    let rows = BrowseLayout.visibleRows(.posts, size: Self.size)
    #expect(state.top.position == ListPosition(cursor: 100, offset: 101 - rows))
    #expect(state.posts.items.last?.post.title == "Post 101")
  }

  @Test func aServerThatDoesNotListWhatWasCreatedLeavesTheCursor() {
    var state = loaded(pages: 1, total: 3)
    _ = state.apply(.key(.character("j")))
    _ = create(Sample.post(101, title: "New"), in: &state)
    _ = state.apply(Self.postsPage(1, total: 3))
    _ = state.apply(.key(.escape))
    #expect(state.top.position.cursor == 1)
    #expect(state.createdItem == nil)
  }

  @Test func aUserCreatedIsSelectedInTheUsersOnceTheyShowThem() {
    let users = (1...3).map { Sample.user(User.ID($0), name: "User \($0)") }
    var state = loaded(pages: 1, total: 3)
    _ = state.apply(.key(.character("2")))
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .loaded(Page(items: users)))))
    _ = state.apply(.key(.character("n")))
    let created = Sample.user(4, name: "User 4")
    _ = state.apply(.screen(state.top.id, .form(.user(.saveResponse(.success(created))))))
    _ = state.apply(
      .usersAnswered(UsersListFeature.State(users: .loaded(Page(items: users + [created])))))
    _ = state.apply(.key(.escape))
    #expect(state.top.screen == .users)
    #expect(state.top.position.cursor == 3)
  }
}
