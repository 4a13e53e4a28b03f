import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse

/// Lists asked for again, at start from the store or with `r`: the rows shown and the cursor
/// stay, each page of posts is updated in place, and `r` says what it found.
@Suite struct BrowseStateRefreshTests {
  private static let size = TerminalSize(columns: 80, rows: 24)
  private static let storedAt = Date(timeIntervalSince1970: 1_700_000_000)

  /// Page `number` of 100 posts with `ids`, by default the page's own, titled `title`.
  private static func page(
    _ number: Int, ids: [Int]? = nil, title: String = "Post"
  ) -> BrowseAction {
    let first = (number - 1) * PostsPage.size + 1
    let items = (ids ?? Array(first..<first + PostsPage.size)).map { id in
      PostSummary(post: Sample.post(Post.ID(id), title: "\(title) \(id)"), author: Sample.leanne)
    }
    return .postsAnswered(
      PostsListFeature.State(
        query: PostsPage.query(number),
        posts: .loaded(Page.numbered(items, number: number, size: 20, totalCount: 100))))
  }

  private static let revalidate = BrowseRequest.posts(.revalidate)

  private func status(_ state: BrowseState) -> String {
    let buffer = BrowseView(state: state, usesColor: false, now: Self.storedAt).render()
    return buffer.text(ofRow: buffer.size.rows - 1)
  }

  private func press(_ key: Key, times: Int = 1, in state: inout BrowseState) -> [BrowseRequest] {
    (0..<times).flatMap { _ in state.apply(.key(key)) }
  }

  /// A browser showing the first two pages of posts, loaded from the server.
  private func loaded() -> BrowseState {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = state.apply(Self.page(1))
    _ = state.apply(Self.page(2))
    return state
  }

  @Test func movesMadeWhileTheStoredPostsAreAskedForAgainAreKept() {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = state.apply(.readSource(screen: .root(of: .posts), .stored(at: Self.storedAt)))
    _ = state.apply(Self.page(1))
    _ = state.apply(.readSource(screen: .root(of: .posts), .stored(at: Self.storedAt)))
    #expect(state.apply(Self.page(2)) == [Self.revalidate], "the stored posts are asked for again")

    #expect(press(.character("j"), times: 30, in: &state) == [], "a page is loading")
    #expect(status(state).hasPrefix(" post 31 of 100 · 40 loaded"))

    _ = state.apply(.readSource(screen: .root(of: .posts), .server))
    #expect(state.apply(Self.page(1)) == [])
    #expect(state.posts.loadingPage == 2, "then the next page shown")
    #expect(state.top.position.cursor == 30, "an unchanged page changes nothing")
    #expect(state.posts.items.count == 40)
    _ = state.apply(.readSource(screen: .root(of: .posts), .server))
    #expect(state.apply(Self.page(2)) == [.posts(.loadNextPage)], "then the page the cursor needs")
    #expect(state.posts.loadingPage == 3)
    #expect(state.top.position.cursor == 30)
    #expect(status(state).hasPrefix(" post 31 of 100 · 40 loaded"))
    #expect(!status(state).contains("updated"), "the posts shown are the server's now")
    #expect(state.notice == nil, "a refresh nobody asked for says nothing")
  }

  @Test func rKeepsTheCursorOnItsPostAndSaysItIsUpToDate() {
    var state = loaded()
    _ = press(.character("j"), times: 10, in: &state)
    #expect(press(.character("r"), in: &state) == [Self.revalidate])
    #expect(state.apply(Self.page(1)) == [])
    #expect(state.posts.loadingPage == 2)
    #expect(state.apply(Self.page(2)) == [])
    #expect(state.top.position.cursor == 10)
    #expect(state.notice == "up to date")
    #expect(status(state).contains("post 11 of 100 · 40 loaded · up to date"))

    _ = press(.character("j"), in: &state)
    #expect(state.notice == nil, "said until the next key")
  }

  @Test func rCountsTheChangedPostsAndFollowsTheCursorsPost() {
    var state = loaded()
    _ = press(.character("j"), times: 9, in: &state)
    #expect(state.posts.items.element(at: 9)?.post.id == 10)
    _ = press(.character("r"), in: &state)
    // A new post comes first: every post moves one row down.
    _ = state.apply(Self.page(1, ids: [101] + Array(1...19)))
    #expect(state.top.position.cursor == 10, "the cursor follows post 10")
    _ = state.apply(Self.page(2, ids: Array(20...39)))
    #expect(state.posts.items.map(\.post.id) == ([101] + Array(1...39)).map { Post.ID($0) })
    #expect(state.top.position.cursor == 10)
    #expect(state.notice == "updated: 40 changed")
  }

  @Test func rSaysWhatFailedAndKeepsThePostsShown() {
    var state = loaded()
    _ = press(.character("j"), times: 5, in: &state)
    _ = press(.character("r"), in: &state)
    let failed = PostsListFeature.State(
      query: PostsPage.query(1), posts: .failed(LoadFailure(message: "refused")))
    #expect(state.apply(.postsAnswered(failed)) == [])
    #expect(state.posts.items.count == 40)
    #expect(state.top.position.cursor == 5)
    #expect(state.notice == nil)
    #expect(status(state).contains("r to retry: refused"))
  }

  @Test func rOnTheUsersKeepsTheCursorOnItsUserAndSaysWhatChanged() {
    var state = loaded()
    _ = press(.character("2"), in: &state)
    let users = (1...5).map { Sample.user(User.ID($0), name: "User \($0)") }
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .loaded(Page(items: users)))))
    _ = press(.character("j"), times: 3, in: &state)
    #expect(press(.character("r"), in: &state) == [.users([.list(.revalidate)], .revalidated)])
    #expect(state.top.position.cursor == 3)
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .loaded(Page(items: users)))))
    #expect(state.notice == "up to date")
    #expect(status(state).contains("user 4 of 5 · up to date"))

    _ = press(.character("r"), in: &state)
    let renamed =
      [Sample.user(9, name: "User 9")]
      + users.map { user in
        user.id == 2 ? Sample.user(2, name: "Renamed") : user
      }
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .loaded(Page(items: renamed)))))
    #expect(state.top.position.cursor == 4, "the cursor follows user 4")
    #expect(state.notice == "updated: 6 changed")
  }

  @Test func rOnTheAlbumsSaysWhatItFound() {
    var state = loaded()
    _ = press(.character("3"), in: &state)
    let screen = state.top.id
    let albums = (1...3).map { Sample.album(Album.ID($0), title: "Album \($0)") }
    let list = AlbumsFeature.State(query: AlbumQuery(), page: .loaded(Page(items: albums)))
    _ = state.apply(.albumsAnswered(screen: screen, list))
    #expect(press(.character("r"), in: &state) == [.albums(.reload(screen: screen))])
    #expect(state.notice == nil, "nothing is said while it loads")
    _ = state.apply(.albumsAnswered(screen: screen, list))
    #expect(state.notice == "up to date")
    #expect(status(state).contains("up to date"))
  }

  @Test func rOnTheToDosKeepsTheCursorAndSaysWhatItFound() {
    var state = loaded()
    _ = press(.character("4"), in: &state)
    let screen = state.top.id
    let todos = (1...3).map { Sample.todo(Todo.ID($0), title: "To-do \($0)", completed: false) }
    _ = state.apply(
      .todosAnswered(screen: screen, TodoChecklistFeature.State(todos: .loaded(todos))))
    _ = press(.character("j"), in: &state)
    #expect(press(.character("r"), in: &state) == [.todos(screen: screen, .load, .revalidated)])
    #expect(state.notice == nil, "nothing is said while it loads")
    _ = state.apply(.screen(screen, .todos(.todosResponse(.success(todos)))))
    #expect(state.top.position.cursor == 1)
    #expect(state.notice == "up to date")
    #expect(status(state).contains("to-do 2 of 3 · up to date"))

    _ = press(.character("r"), in: &state)
    let ticked = todos.map { todo in
      todo.id == 3 ? Sample.todo(3, title: "To-do 3", completed: true) : todo
    }
    _ = state.apply(.screen(screen, .todos(.todosResponse(.success(ticked)))))
    #expect(state.notice == "updated: 1 changed")
  }

  @Test func rOnADetailSaysWhatItFound() {
    var state = BrowseState.onLeanne(albums: [], size: Self.size)
    let screen = state.top.id
    let shown = UserDetail(user: Sample.leanne, albums: [], todos: [])
    #expect(press(.character("r"), in: &state) == [.reloadDetail(screen: screen)])
    #expect(state.notice == nil, "nothing is said while it loads")
    _ = state.apply(.screen(screen, .user(.detailResponse(.success(shown)))))
    #expect(state.notice == "up to date")
    #expect(status(state).contains("up to date"))

    _ = press(.character("r"), in: &state)
    var renamed = shown
    renamed.user.name = "Renamed"
    _ = state.apply(.screen(screen, .user(.detailResponse(.success(renamed)))))
    #expect(state.notice == "updated")
  }
}
