import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse

/// Screens shown from the store at once, then revalidated quietly in the background.
@Suite struct BrowseStateFreshnessTests {
  private static let size = TerminalSize(columns: 80, rows: 24)
  private static let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
  private static let now = storedAt + 180

  private static func page(_ number: Int, title: String = "Post") -> Page<PostSummary> {
    let first = (number - 1) * PostsPage.size + 1
    let items = (first..<first + PostsPage.size).map { id in
      PostSummary(post: Sample.post(Post.ID(id), title: "\(title) \(id)"), author: Sample.leanne)
    }
    return Page.numbered(items, number: number, size: 20, totalCount: 100)
  }

  private static func postsPage(_ number: Int, title: String = "Post") -> BrowseAction {
    .postsAnswered(
      PostsListFeature.State(
        query: PostsPage.query(number), posts: .loaded(page(number, title: title))))
  }

  private static let page1Request = BrowseRequest.posts(.revalidate)

  private func status(_ state: BrowseState) -> String {
    let buffer = BrowseView(state: state, usesColor: false, now: Self.now).render()
    return buffer.text(ofRow: buffer.size.rows - 1)
  }

  /// A browser whose first two pages of posts came from the store, the second appended with
  /// every page stored after the first.
  private func startedFromTheStore(isOffline: Bool = false) -> (BrowseState, [BrowseRequest]) {
    var state = BrowseState(size: Self.size, isOffline: isOffline)
    _ = state.apply(.start)
    _ = state.apply(.readSource(screen: .root(of: .posts), .stored(at: Self.storedAt)))
    let afterFirst = state.apply(Self.postsPage(1))
    #expect(
      afterFirst == [.posts(.appendStoredPages)],
      "the stored pages are shown before anything is asked again")
    _ = state.apply(.readSource(screen: .root(of: .posts), .stored(at: Self.storedAt)))
    let requests = state.apply(.posts(.storedPagesResponse(after: 1, [Self.page(2)])))
    return (state, requests)
  }

  @Test func postsFromTheStoreAreMarkedAndAskedForAgainQuietly() {
    var (state, requests) = startedFromTheStore()
    #expect(requests == [Self.page1Request])
    #expect(state.posts.items.count == 40, "the stored posts stay while the server is asked")
    #expect(status(state).contains("updated 3 minutes ago"))

    _ = state.apply(.readSource(screen: .root(of: .posts), .server))
    let afterwards = state.apply(Self.postsPage(1, title: "New"))
    #expect(state.posts.items.first?.post.title == "New 1", "updated in place")
    #expect(afterwards == [])
    #expect(state.posts.loadingPage == 2, "then the next page, asking the server again")
    #expect(state.posts.freshness == .revalidated)
    #expect(!status(state).contains("updated"))
  }

  @Test func theCursorComesBackAfterTheQuietRefresh() {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    var revalidated = false
    var cursorBefore: Int?
    _ = state.apply(.readSource(screen: .root(of: .posts), .stored(at: Self.storedAt)))
    _ = state.apply(Self.postsPage(1))
    _ = state.apply(.key(.pageDown))
    var answered = 0
    while let page = state.posts.loadingPage, answered < 20 {
      answered += 1
      if state.posts.isRevalidating, !revalidated {
        revalidated = true
        cursorBefore = state.top.position.cursor
      }
      if !revalidated {
        _ = state.apply(.readSource(screen: .root(of: .posts), .stored(at: Self.storedAt)))
      }
      _ = state.apply(Self.postsPage(page))
    }
    #expect(revalidated)
    #expect(cursorBefore ?? 0 > PostsPage.size, "the cursor was beyond the first page")
    #expect(state.top.position.cursor == cursorBefore, "and came back there")
  }

  @Test func offlineTheStoredPostsAreNotAskedForAgain() {
    let (state, requests) = startedFromTheStore(isOffline: true)
    #expect(requests == [])
    #expect(status(state).contains("offline: showing data from 3 minutes ago"))
  }

  @Test func offlineRSaysItNeedsTheNetworkInsteadOfUpToDate() {
    var (state, _) = startedFromTheStore(isOffline: true)
    for tab in ["1", "2", "3", "4"] {
      _ = state.apply(.key(.character(Character(tab))))
      #expect(state.apply(.key(.character("r"))) == [], "tab \(tab) asks nothing")
      #expect(state.notice == "offline: r needs the network")
      #expect(!status(state).contains("up to date"))
    }
  }

  @Test func aDetailFromTheStoreIsReloadedWithoutLosingWhatItShows() {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = state.apply(Self.postsPage(1))
    guard case .openPost(let screen, let id)? = state.apply(.key(.enter)).first else {
      Issue.record("Enter did not open the post")
      return
    }
    let detail = PostDetail(post: Sample.post(id, title: "Stored title"), author: nil, comments: [])
    _ = state.apply(.readSource(screen: screen, .stored(at: Self.storedAt)))
    let loaded = PostDetailFeature.State(postID: id, detail: .loaded(detail))
    #expect(state.apply(.postAnswered(screen: screen, loaded)) == [.reloadDetail(screen: screen)])

    #expect(state.top.screen == .post(loaded), "the stored post stays while it reloads")
    #expect(status(state).contains("updated 3 minutes ago"))

    let unreachable = NetworkError.unreachable(host: "api.test", reason: "refused")
    _ = state.apply(
      .readSource(screen: screen, .storedInPlaceOfServer(at: Self.storedAt, error: unreachable)))
    #expect(state.apply(.postAnswered(screen: screen, loaded)) == [])
    #expect(status(state).contains("offline: showing data from 3 minutes ago"))
  }

  @Test func theAlbumsAndToDosFromTheStoreAreAskedForAgainQuietlyToo() {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = state.apply(.key(.character("3")))
    let albums = state.top.id
    let list = AlbumsFeature.State(
      query: AlbumQuery(), page: .loaded(Page(items: [Sample.album(1, title: "Stored album")])))
    _ = state.apply(.readSource(screen: albums, .stored(at: Self.storedAt)))
    // The users load once too, to name the album's owner.
    #expect(
      state.apply(.albumsAnswered(screen: albums, list))
        == [.albums(.reload(screen: albums)), .users([.list(.load)], .storedIfAvailable)])
    #expect(state.rowCount(of: state.top.screen) == 1, "the stored albums stay while they reload")
    #expect(status(state).contains("updated 3 minutes ago"))

    _ = state.apply(.key(.character("4")))
    let todos = state.top.id
    let checklist = TodoChecklistFeature.State(
      todos: .loaded([Sample.todo(1, title: "Stored to-do", completed: false)]))
    _ = state.apply(.readSource(screen: todos, .stored(at: Self.storedAt)))
    #expect(
      state.apply(.todosAnswered(screen: todos, checklist))
        == [.todos(screen: todos, .load, .revalidated)])
  }
}
