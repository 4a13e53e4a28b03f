import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse

@Suite struct BrowseStateSearchTests {
  private static let size = TerminalSize(columns: 80, rows: 24)

  private static let users = [
    Sample.user(1, name: "Margaret Holloway", city: "Melbourne"),
    Sample.user(2, name: "Renée Fontaine", city: "Lyon"),
    Sample.user(3, name: "Jürgen Weiß", city: "München"),
    Sample.user(4, name: "Anna Müller", street: "Münchenstraße"),
    Sample.user(5, name: "Priya Raman", city: "Chennai"),
  ]

  private static func summaries(_ ids: ClosedRange<Int>) -> [PostSummary] {
    ids.map { id in
      PostSummary(
        post: Sample.post(Post.ID(id), title: id == 57 ? "Ramen in München" : "Post \(id)"),
        author: Sample.leanne)
    }
  }

  /// A browser with the first page of posts loaded, and the users on the users tab.
  private func loaded() -> BrowseState {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = state.apply(
      .postsAnswered(
        PostsListFeature.State(
          query: PostsPage.query(1),
          posts: .loaded(
            Page(items: Self.summaries(1...20), totalCount: 100, number: 1, size: 20)))))
    return state
  }

  private func onUsers() -> BrowseState {
    var state = loaded()
    _ = state.apply(.key(.character("2")))
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .loaded(Page(items: Self.users)))))
    return state
  }

  private func press(_ keys: Key..., in state: inout BrowseState) -> [BrowseRequest] {
    keys.flatMap { state.apply(.key($0)) }
  }

  private func type(_ text: String, in state: inout BrowseState) -> [BrowseRequest] {
    text.flatMap { state.apply(.key(.character($0))) }
  }

  @Test func typingFiltersTheUsersLiveAndPutsTheCursorOnTheFirstMatch() {
    var state = onUsers()
    _ = press(.down, .down, .down, .down, in: &state)
    #expect(press(.character("/"), in: &state) == [])
    #expect(type("munchen", in: &state) == [], "q, digits and letters are typed, not keys")
    #expect(state.shownUsers.map(\.id) == [3, 4])
    #expect(state.top.position == ListPosition())
    #expect(state.searchStatus(of: .users) == "2 of 5 match")
    _ = press(.down, in: &state)
    #expect(state.top.position.cursor == 1, "arrows move in the filtered list while typing")
    _ = press(.down, in: &state)
    #expect(state.top.position.cursor == 1, "and the cursor stays within the matches")
  }

  @Test func enterKeepsTheFilterAndOpensFromIt() {
    var state = onUsers()
    _ = press(.character("/"), in: &state)
    _ = type("lyon", in: &state)
    #expect(press(.enter, in: &state) == [], "Enter gives the keys back to the list")
    #expect(state.shownUsers.map(\.id) == [2])
    #expect(state.searchStatus(of: .users) == "1 of 5 match")
    let requests = press(.enter, in: &state)
    #expect(requests == [.openUser(screen: state.top.id, 2)])
  }

  @Test func escClearsTheSearchAndKeepsTheCursorOnItsUser() {
    var state = onUsers()
    _ = press(.character("/"), in: &state)
    _ = type("munchen", in: &state)
    _ = press(.down, .escape, in: &state)
    #expect(state.shownUsers.count == 5)
    #expect(state.searchStatus(of: .users) == nil)
    #expect(state.top.position.cursor == 3, "still on Anna Müller")
    #expect(press(.character("q"), in: &state) == [.quit(interrupted: false)])
  }

  @Test func ctrlCQuitsWhileTyping() {
    var state = onUsers()
    _ = press(.character("/"), in: &state)
    #expect(press(.character("q"), in: &state) == [])
    #expect(press(.control("c"), in: &state) == [.quit(interrupted: true)])
  }

  @Test func theSearchBarTakesARowOfTheList() {
    var state = onUsers()
    let rows = state.visibleRows(.users)
    _ = press(.character("/"), in: &state)
    #expect(state.visibleRows(.users) == rows - 1)
    _ = press(.escape, in: &state)
    #expect(state.visibleRows(.users) == rows)
  }

  @Test func searchingThePostsLoadsEveryPostOnceAndFiltersThem() {
    var state = loaded()
    #expect(press(.character("/"), in: &state) == [.loadAllPosts()])
    _ = type("munchen", in: &state)
    #expect(state.shownPosts.isEmpty, "the first page has no match")
    #expect(state.searchStatus(of: .posts) == "0 of 20 match · searching every post")
    _ = state.apply(
      .allPostsAnswered(
        PostsListFeature.State(
          posts: .loaded(Page(items: Self.summaries(1...100), totalCount: 100)))))
    #expect(state.shownPosts.map(\.post.id) == [57])
    #expect(state.searchStatus(of: .posts) == "1 of 100 match")
    #expect(press(.enter, in: &state) == [])
    let requests = press(.enter, in: &state)
    #expect(requests == [.openPost(screen: state.top.id, 57)])
    _ = press(.escape, in: &state)
    #expect(press(.character("/"), in: &state) == [], "every post is loaded once")
    #expect(state.searchStatus(of: .posts) == "1 of 100 match")
    _ = press(.enter, in: &state)
    #expect(press(.character("r"), in: &state) == [.loadAllPosts(.revalidated)])
    #expect(state.shownPosts.map(\.post.id) == [57], "the posts stay while they load again")
  }

  @Test func aFilteredPostsListAsksForNoMorePages() {
    var state = loaded()
    _ = press(.character("/"), in: &state)
    _ = type("post", in: &state)
    #expect(press(.enter, .character("G"), in: &state) == [])
    #expect(state.top.position.cursor == 19)
  }

  @Test func everyPostFailingToLoadIsRetriedBySlash() {
    var state = loaded()
    _ = press(.character("/"), in: &state)
    _ = type("post 1", in: &state)
    _ = state.apply(
      .allPostsAnswered(
        PostsListFeature.State(posts: .failed(LoadFailure(message: "cannot reach host")))))
    #expect(state.shownPosts.count == 11, "the loaded posts are searched meanwhile")
    #expect(state.searchFailure(of: .posts) == "/ to retry: cannot reach host")
    _ = press(.enter, in: &state)
    #expect(press(.character("/"), in: &state) == [.loadAllPosts()])
  }

  @Test func offlineEveryPostNotStoredIsSaidWithoutARetry() {
    var state = BrowseState(size: Self.size, isOffline: true)
    _ = state.apply(.start)
    _ = press(.character("/"), in: &state)
    _ = type("post", in: &state)
    let failure = LoadFailure(NetworkError.notStored(request: "GET http://127.0.0.1:8080/posts"))
    _ = state.apply(.allPostsAnswered(PostsListFeature.State(posts: .failed(failure))))
    let text = state.searchFailure(of: .posts)
    #expect(text?.hasPrefix("offline, and GET") == true)
    #expect(text?.contains("browse it once online first") == true)
    #expect(text?.contains("retry") == false)
  }

  @Test func theAllPostsStoresFirstStateBeforeAnySearchIsIgnored() {
    var state = loaded()
    _ = state.apply(.allPostsAnswered(PostsListFeature.State()))
    #expect(state.allPosts == nil)
    #expect(press(.character("/"), in: &state) == [.loadAllPosts()])
  }

  @Test func eachListHasItsOwnSearch() {
    var state = onUsers()
    _ = press(.character("/"), in: &state)
    _ = type("lyon", in: &state)
    _ = press(.enter, .character("1"), in: &state)
    #expect(state.tab == .posts)
    #expect(state.shownPosts.count == 20)
    #expect(state.search(on: .posts) == nil)
  }

  @Test func theAlbumsAreSearchedByTitleAndOpenFromTheMatches() {
    let albums = [
      Sample.album(1, title: "Holidays in München"),
      Sample.album(2, title: "Night trains"),
      Sample.album(3, title: "Munich at night"),
    ]
    var state = loaded()
    _ = press(.character("3"), in: &state)
    _ = press(.character("/"), in: &state)
    _ = type("NIGHT", in: &state)
    _ = state.apply(
      .albumsAnswered(
        screen: state.top.id,
        AlbumsFeature.State(query: AlbumQuery(), page: .loaded(Page(items: albums)))))
    #expect(state.searchStatus(of: state.top.screen) == "2 of 3 match")
    _ = press(.enter, .down, in: &state)
    let requests = press(.enter, in: &state)
    #expect(requests == [.albums(.openAlbum(screen: state.top.id, 3))])
  }
}
