import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse

@Suite struct BrowseStateCommandLineTests {
  private static let size = TerminalSize(columns: 80, rows: 24)

  private func press(_ keys: Key..., in state: inout BrowseState) -> [BrowseRequest] {
    keys.flatMap { state.apply(.key($0)) }
  }

  private func type(_ text: String, in state: inout BrowseState) -> [BrowseRequest] {
    text.flatMap { state.apply(.key(.character($0))) }
  }

  private func started() -> BrowseState {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    return state
  }

  @Test func colonPost7OpensPost7OnThePostsTab() {
    var state = started()
    _ = press(.character("2"), in: &state)
    _ = type(":post 7", in: &state)
    #expect(state.commandLine?.text == "post 7")
    let requests = press(.enter, in: &state)
    #expect(state.commandLine == nil)
    #expect(state.tab == .posts)
    #expect(state.top.screen == .post(PostDetailFeature.State(postID: 7)))
    #expect(requests == [.openPost(screen: state.top.id, 7)])
    #expect(state.breadcrumb == ["Posts", "7"])
  }

  @Test func aPostThatIsNotFoundClosesAndTheStatusLineSaysSo() {
    var state = started()
    _ = type(":post 999", in: &state)
    _ = press(.enter, in: &state)
    let screen = state.top.id
    let missing = LoadFailure(NetworkError.notFound(resource: "post", id: "999"))
    _ = state.apply(
      .postAnswered(
        screen: screen, PostDetailFeature.State(postID: 999, detail: .failed(missing))))
    #expect(state.top.screen == .posts)
    #expect(state.notice == "No post 999.")
    #expect(state.jumps.isEmpty)
  }

  @Test func aPostJumpedToAndClosedBeforeItsAnswerIsForgotten() {
    var state = started()
    _ = type(":post 7", in: &state)
    _ = press(.enter, in: &state)
    #expect(state.jumps == [state.top.id: "post 7"])
    _ = press(.escape, in: &state)
    #expect(state.jumps.isEmpty)
  }

  @Test func colonUserAndColonTodosOpenTheUserAndTheirToDosOnTheUsersTab() {
    var state = started()
    _ = type(":user 3", in: &state)
    #expect(press(.enter, in: &state).contains(.openUser(screen: state.top.id, 3)))
    #expect(state.tab == .users)
    #expect(state.top.screen == .user(UserDetailFeature.State(userID: 3)))
    _ = type(":todos 2", in: &state)
    #expect(press(.enter, in: &state) == [.openTodos(screen: state.top.id, 2)])
    #expect(state.top.screen == .todos(TodosScreen(userID: 2)))
    #expect(state.breadcrumb == ["Users", "user 3", "To-dos"])
  }

  @Test func aUserNotAmongTheUsersLoadedIsSaidAtOnce() {
    var state = started()
    _ = press(.character("2"), in: &state)
    _ = state.apply(
      .usersAnswered(UsersListFeature.State(users: .loaded(Page(items: [Sample.leanne])))))
    _ = type(":user 42", in: &state)
    #expect(press(.enter, in: &state) == [])
    #expect(state.top.screen == .users)
    #expect(state.notice == "No user 42.")
  }

  @Test func colonAlbumOpensTheAlbumsGridOnTheAlbumsTab() {
    var state = started()
    _ = type(":album 12", in: &state)
    let requests = press(.enter, in: &state)
    #expect(state.tab == .albums)
    #expect(requests.contains(.albums(.openAlbum(screen: state.top.id, 12))))
    #expect(state.breadcrumb == ["Albums", "album 12"])
  }

  @Test func colonQQuits() {
    var state = started()
    _ = type(":q", in: &state)
    #expect(press(.enter, in: &state) == [.quit(interrupted: false)])
  }

  @Test func anUnknownCommandOrABadNumberIsOneClearLine() {
    var state = started()
    _ = type(":foo", in: &state)
    _ = press(.enter, in: &state)
    #expect(state.notice == "Unknown command: foo — try :post, :user, :album, :todos, :q")
    _ = type(":post x", in: &state)
    _ = press(.enter, in: &state)
    #expect(state.notice == "Not a post number: x")
    _ = type(":post", in: &state)
    _ = press(.enter, in: &state)
    #expect(state.notice == ":post needs a number, such as :post 1")
    #expect(state.top.screen == .posts)
  }

  @Test func tabCompletesEscClosesAndTheLineEdits() {
    var state = started()
    _ = type(":al", in: &state)
    _ = press(.tab, in: &state)
    #expect(state.commandLine?.text == "album ")
    _ = type("12", in: &state)
    _ = press(.left, .left, .backspace, in: &state)
    #expect(state.commandLine?.text == "album12")
    _ = press(.control("u"), in: &state)
    #expect(state.commandLine?.text == "12")
    _ = press(.escape, in: &state)
    #expect(state.commandLine == nil)
    #expect(state.top.screen == .posts)
    _ = type(":q", in: &state)
    #expect(state.commandLine?.text == "q", "q is typed, not a quit")
    #expect(press(.control("c"), in: &state) == [.quit(interrupted: true)])
  }

  @Test func completionGoesAsFarAsTheNamesShare() {
    #expect(JumpCommand.completed("t") == "todos ")
    #expect(JumpCommand.completed("") == "")
    #expect(JumpCommand.completed("x") == "x")
    #expect(JumpCommand.completed("post 7") == "post 7")
  }

  @Test func theCommandLineIsDrawnOnTheStatusRow() {
    var state = started()
    _ = type(":user 3", in: &state)
    let buffer = BrowseView(state: state, usesColor: false).render()
    #expect(buffer.text(ofRow: 23).hasPrefix(":user 3_"))
  }
}
