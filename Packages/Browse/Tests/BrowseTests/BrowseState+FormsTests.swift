import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse

@Suite struct BrowseStateFormsTests {
  private static let size = TerminalSize(columns: 80, rows: 24)
  private static let posts = (1...3).map {
    PostSummary(post: Sample.post(Post.ID($0), title: "Post \($0)"), author: Sample.leanne)
  }
  private static let users = (1...3).map { Sample.user(User.ID($0), name: "User \($0)") }

  /// A browser with three posts loaded.
  private func loaded() -> BrowseState {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = state.apply(
      .postsAnswered(
        PostsListFeature.State(
          query: PostsPage.query(1),
          posts: .loaded(Page.numbered(Self.posts, number: 1, size: 20, totalCount: 3)))))
    return state
  }

  /// A browser on the Users tab with three users loaded.
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

  private func form(_ state: BrowseState) -> FormScreen? {
    if case .form(let form) = state.top.screen { form } else { nil }
  }

  private func statusLine(_ state: BrowseState) -> String {
    let buffer = BrowseView(state: state, usesColor: false).render()
    return buffer.text(ofRow: buffer.size.rows - 1)
  }

  private func screenText(_ state: BrowseState) -> [String] {
    let buffer = BrowseView(state: state, usesColor: false).render()
    return (0..<buffer.size.rows).map { buffer.text(ofRow: $0) }
  }

  @Test func nOpensANewPostOnThePostsAndANewUserOnTheUsers() {
    var state = loaded()
    let requests = press(.character("n"), in: &state)
    #expect(requests == [], "a new post's form is there at once, with nothing to load")
    #expect(form(state)?.editing == .newPost(PostFormFeature.State(mode: .create)))
    #expect(form(state)?.subject == .newPost)
    #expect(press(.escape, in: &state) == [])
    #expect(state.top.screen == .posts)

    var users = onUsers()
    _ = press(.character("n"), in: &users)
    #expect(form(users)?.subject == .newUser)
    var albums = loaded()
    _ = press(.character("3"), in: &albums)
    #expect(press(.character("n"), in: &albums) == [])
    #expect(form(albums) == nil)
  }

  @Test func eOpensTheRowsFormFilledInAndADetailNotLoadedYetLoadsItsItem() {
    var state = loaded()
    _ = press(.down, .character("e"), in: &state)
    #expect(form(state)?.subject == .post(2))
    #expect(form(state)?.inputs.map(\.text) == ["1", "Post 2", ""])
    _ = press(.escape, .enter, in: &state)
    let requests = press(.character("e"), in: &state)
    #expect(requests == [.forms(.load(screen: state.top.id))])
    #expect(form(state)?.editing == .post(PostEditFeature.State(id: 2)))
    #expect(form(state)?.inputs == [])

    var users = onUsers()
    _ = press(.character("e"), in: &users)
    #expect(form(users)?.inputs.first?.text == "User 1")
  }

  @Test func aSearchBeingTypedTakesNAndEAndDActOnTheRowShown() {
    var state = loaded()
    _ = press(.character("/"), in: &state)
    _ = type("Post 3", in: &state)
    _ = press(.character("n"), in: &state)
    #expect(form(state) == nil, "n is typed into the search")
    _ = press(.backspace, .enter, in: &state)
    #expect(state.shownPosts.map(\.post.id) == [3])
    _ = press(.character("e"), in: &state)
    #expect(form(state)?.subject == .post(3))
    _ = press(.escape, .character("d"), in: &state)
    #expect(state.deletion?.target == .post(3))
  }

  @Test func keysOnAFormAreTypedNotTakenForTheBrowsers() {
    var state = loaded()
    _ = press(.character("n"), in: &state)
    let screen = state.top.id
    _ = press(.tab, in: &state)
    let requests = type("q2?", in: &state)
    #expect(requests.last == .forms(.send(screen: screen, .post(.setField(.title, "q2?")))))
    #expect(state.tab == .posts)
    #expect(!state.showsHelp)
    #expect(press(.control("c"), in: &state) == [.quit(interrupted: true)])
  }

  @Test func aFieldsProblemsShowUnderItOnceItIsLeft() {
    var state = loaded()
    _ = press(.character("n"), in: &state)
    let screen = state.top.id
    #expect(press(.tab, in: &state) == [.forms(.send(screen: screen, .post(.fieldLeft(.userId))))])
    _ = type("x", in: &state)
    #expect(press(.tab, in: &state) == [.forms(.send(screen: screen, .post(.fieldLeft(.title))))])
    #expect(
      screenText(state).contains { $0.contains("[ Submit ]  disabled until every field is valid") })
  }

  @Test func enterOrALetterOnTheAuthorOpensThePicker() {
    var state = loaded()
    _ = press(.character("n"), in: &state)
    let screen = state.top.id
    #expect(statusLine(state).contains("enter choose"))
    #expect(
      press(.enter, in: &state) == [.forms(.send(screen: screen, .author(.open(query: nil))))])
    #expect(statusLine(state).contains("enter pick"))
    #expect(press(.escape, in: &state) == [.forms(.send(screen: screen, .author(.close)))])
    #expect(statusLine(state).contains("enter choose"))
    #expect(
      type("l", in: &state) == [.forms(.send(screen: screen, .author(.open(query: "l"))))])
  }

  @Test func theServersMessagesShowUnderTheirFields() {
    var state = onUsers()
    _ = press(.character("n"), in: &state)
    let screen = state.top.id
    let rejected = NetworkError.rejected(
      resource: "user", fieldErrors: FieldErrors(["email": ["has already been taken"]]))
    _ = state.apply(
      .screen(
        screen,
        .form(
          .user(.saveResponse(.failure(LoadFailure(message: "rejected", networkError: rejected)))))
      ))
    let lines = screenText(state)
    let email = lines.firstIndex { $0.contains("Email ") }
    #expect(email.map { lines[$0 + 1].contains("has already been taken") } == true)
  }

  @Test func aSavedPostReplacesTheFormWithItsDetailAndReloadsThePosts() {
    var state = loaded()
    _ = press(.character("n"), in: &state)
    let formScreen = state.top.id
    let saved = Sample.post(101, title: "Hello")
    let requests = state.apply(.screen(formScreen, .form(.post(.saveResponse(.success(saved))))))
    let detail = PostDetail(post: saved, author: Sample.leanne, comments: [])
    #expect(requests == [.posts(.revalidate)])
    #expect(
      state.top.screen == .post(PostDetailFeature.State(postID: 101, detail: .loaded(detail))))
    #expect(press(.escape, in: &state) == [])
    #expect(state.top.screen == .posts)
  }

  @Test func aSavedUserShowsTheirDetailAndReloadsTheUsers() {
    var state = onUsers()
    _ = press(.character("e"), in: &state)
    var user = Self.users[0]
    user.name = "Renamed"
    let requests = state.apply(.screen(state.top.id, .form(.user(.saveResponse(.success(user))))))
    #expect(requests.contains(.users([.list(.revalidate)], .revalidated)))
    #expect(
      state.top.screen
        == .user(.init(userID: 1, detail: .loaded(UserDetail(user: user, albums: [], todos: [])))))
  }

  @Test func theUsersCursorStaysOnItsRowAfterAUserIsSavedCreatedOrDeleted() {
    var state = onUsers()
    _ = press(.down, .down, .character("e"), in: &state)
    var user = Self.users[2]
    user.name = "Renamed"
    _ = state.apply(.screen(state.top.id, .form(.user(.saveResponse(.success(user))))))
    _ = press(.escape, in: &state)
    #expect(state.top.screen == .users)
    #expect(state.top.position.cursor == 2, "edited from the third row")

    _ = press(.up, .character("n"), in: &state)
    let created = Sample.user(4, name: "User 4")
    _ = state.apply(.screen(state.top.id, .form(.user(.saveResponse(.success(created))))))
    _ = press(.escape, in: &state)
    #expect(state.top.position.cursor == 1, "created from the second row")

    _ = press(.character("d"), .character("y"), in: &state)
    _ = state.apply(.deletion(.user(2), .undoWindowClosed))
    _ = state.apply(.deletionAnswered(.user(2)))
    #expect(state.top.position.cursor == 1, "deleted from the second row")
  }

  @Test func savingTheFormOfADetailReplacesTheDetailKeepingItsComments() {
    var state = loaded()
    _ = press(.enter, in: &state)
    let detailScreen = state.top.id
    let comment = Comment(postId: 1, id: 1, name: "Hi", email: "a@b.example", body: "Nice")
    let shown = PostDetail(post: Self.posts[0].post, author: Sample.ervin, comments: [comment])
    _ = state.apply(.postAnswered(screen: detailScreen, .init(postID: 1, detail: .loaded(shown))))
    _ = press(.character("e"), in: &state)
    let formScreen = state.top.id
    var saved = Self.posts[0].post
    saved.title = "Renamed"
    let requests = state.apply(.screen(formScreen, .form(.post(.saveResponse(.success(saved))))))
    #expect(requests == [.posts(.revalidate)])
    #expect(!state.screens.contains { [formScreen, detailScreen].contains($0.id) })
    let detail = PostDetail(post: saved, author: Sample.ervin, comments: [comment])
    #expect(state.top.screen == .post(.init(postID: 1, detail: .loaded(detail))))
    #expect(press(.escape, in: &state) == [])
    #expect(state.top.screen == .posts)
  }

  @Test func dAsksToDeleteNamingTheItemAndYDeletesIt() {
    var state = loaded()
    _ = press(.down, .character("d"), in: &state)
    #expect(statusLine(state).contains("Delete \"Post 2\"? [y/N]"))
    #expect(press(.character("y"), in: &state) == [.forms(.deletion(.post(2), .confirm))])
    #expect(statusLine(state).contains("Deleted post 2 — u to undo"))
    #expect(!screenText(state).contains { $0.contains("Post 2") }, "hidden at once")
    #expect(state.top.position.cursor == 1)
    _ = state.apply(.deletion(.post(2), .undoWindowClosed))
    #expect(statusLine(state).contains("Deleting post 2…"))
    #expect(state.showsSpinner)
    let requests = state.apply(.deletionAnswered(.post(2)))
    #expect(requests == [.posts(.revalidate)])
    #expect(statusLine(state).contains("Deleted post 2."))
    _ = press(.down, in: &state)
    #expect(state.deletion == nil)
  }

  @Test(arguments: [Key.character("N"), .character("n"), .enter, .escape, .character("j")])
  func anyOtherAnswerKeepsTheItemAndIsNotTakenForAnythingElse(key: Key) {
    var state = loaded()
    _ = press(.character("d"), in: &state)
    #expect(press(key, in: &state) == [])
    #expect(state.deletion == nil)
    #expect(state.top.screen == .posts)
    #expect(state.top.position.cursor == 0)
    #expect(!statusLine(state).contains("Delete"))
  }

  @Test func deletingFromADetailClosesItAndAFailureSaysSoAndBringsTheRowBack() {
    var state = onUsers()
    _ = press(.enter, in: &state)
    let detail = state.top.id
    _ = press(.character("d"), in: &state)
    #expect(statusLine(state).contains("Delete \"user 1\"? [y/N]"), "named by id before it loads")
    _ = press(.character("y"), in: &state)
    #expect(!state.screens.contains { $0.id == detail })
    #expect(state.top.screen == .users)
    #expect(!state.shownUsers.contains { $0.id == 1 })
    _ = state.apply(.deletion(.user(1), .undoWindowClosed))
    let failure = LoadFailure(message: "the server answered 500")
    _ = state.apply(.deletionAnswered(.user(1), failure: failure))
    #expect(statusLine(state).contains("Could not delete user 1: the server answered 500"))
    #expect(state.shownUsers.map(\.id) == [1, 2, 3])
    _ = press(.character("d"), .character("y"), in: &state)
    _ = state.apply(.deletion(.user(1), .undoWindowClosed))
    let requests = state.apply(.deletionAnswered(.user(1)))
    #expect(requests.first == .users([.list(.revalidate)], .revalidated))
  }

  @Test func aLongTitleIsCutToFitTheQuestion() {
    var state = BrowseState(size: TerminalSize(columns: 40, rows: 10))
    _ = state.apply(.start)
    let long = PostSummary(
      post: Sample.post(1, title: String(repeating: "東京", count: 30)), author: Sample.leanne)
    _ = state.apply(
      .postsAnswered(
        PostsListFeature.State(
          query: PostsPage.query(1),
          posts: .loaded(Page.numbered([long], number: 1, size: 20, totalCount: 1)))))
    _ = press(.character("d"), in: &state)
    let status = statusLine(state)
    #expect(status.contains("…\"? [y/N]"))
    #expect(status.hasPrefix(" Delete \"東京"))
  }

  @Test func theEditorsTextBecomesTheBodyAndItsFailureIsShown() {
    var state = loaded()
    _ = press(.character("n"), .tab, .tab, in: &state)
    let screen = state.top.id
    #expect(press(.control("e"), in: &state) == [.forms(.editBody(screen: screen, ""))])
    let requests = state.apply(.editorFinished(screen: screen, .success("From vi")))
    #expect(requests == [.forms(.send(screen: screen, .post(.setField(.body, "From vi"))))])
    #expect(form(state)?.inputs[2].text == "From vi")
    _ = state.apply(
      .editorFinished(
        screen: screen, .failure(ExternalEditor.Failure(editor: "vim", reason: .exited(1)))))
    #expect(
      statusLine(state).contains("the editor vim exited with status 1; the body is unchanged"))
    #expect(form(state)?.inputs[2].text == "From vi")
  }

  @Test func aChangedFormAsksBeforeItIsDiscarded() {
    var state = loaded()
    _ = press(.character("n"), in: &state)
    _ = press(.tab, in: &state)
    _ = type("7", in: &state)
    #expect(press(.escape, in: &state) == [])
    #expect(statusLine(state).contains("Discard changes? [y/N]"))
    #expect(press(.character("y"), in: &state) == [])
    #expect(state.top.screen == .posts)
  }

  @Test func aQuestionMarkInAFormFieldIsTypedNotTheHelp() {
    var state = onUsers()
    _ = press(.character("n"), in: &state)
    let screen = state.top.id
    let requests = type("Why?", in: &state)
    #expect(!state.showsHelp)
    #expect(form(state)?.inputs.first?.text == "Why?")
    #expect(requests.last == .forms(.send(screen: screen, .user(.setField(.name, "Why?")))))
  }

  @Test func aUserCreatedWithEmptyOptionalFieldsShowsNoBareCommas() throws {
    var state = onUsers()
    _ = press(.character("n"), in: &state)
    let saved = User(
      id: 11, name: "Ada", username: "ada", email: "ada@example.org",
      address: User.Address(
        street: "", suite: "", city: "", zipcode: "", geo: User.Geo(lat: "", lng: "")),
      phone: "", website: "", company: User.Company(name: "", catchPhrase: "", bs: ""))
    _ = state.apply(.screen(state.top.id, .form(.user(.saveResponse(.success(saved))))))
    guard case .user(let shown) = state.top.screen else {
      Issue.record("the saved user is not shown")
      return
    }
    #expect(shown.userID == 11)
    let text = screenText(state)
    #expect(text.contains { $0.contains("ada@example.org") })
    for line in text {
      let trimmed = String(line.reversed().drop { $0 == " " }.reversed())
      #expect(!trimmed.hasSuffix(","), "a bare comma: \(line)")
      #expect(!trimmed.contains(" ,"), "a bare comma: \(line)")
    }
  }
}
