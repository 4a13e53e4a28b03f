import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse

@Suite struct BrowseStateTodosTests {
  private static let size = TerminalSize(columns: 80, rows: 24)
  private static let todos = [
    Sample.todo(1, by: 1, title: "Water the plants", completed: false),
    Sample.todo(2, by: 1, title: "Post the letter", completed: true),
    Sample.todo(3, by: 2, title: "Read a chapter", completed: false),
  ]

  private func press(_ keys: Key..., in state: inout BrowseState) -> [BrowseRequest] {
    keys.flatMap { state.apply(.key($0)) }
  }

  private func screen(_ state: BrowseState) -> TodosScreen? {
    guard case .todos(let screen) = state.top.screen else { return nil }
    return screen
  }

  /// A browser on the To-dos tab, its to-dos loaded through `filter`.
  private func onTodos(filter: TodoFilter = .all) -> BrowseState {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = press(.character("4"), in: &state)
    _ = state.apply(
      .todosAnswered(screen: state.top.id, TodoChecklistFeature.State(todos: .loaded(Self.todos))))
    _ = state.apply(.screen(state.top.id, .todos(.setFilter(filter))))
    return state
  }

  @Test func theTabOpensTheStoreOfEveryToDoOnce() {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    let id = ScreenID.root(of: .todos)
    #expect(press(.character("4"), in: &state) == [.openTodos(screen: id, nil)])
    #expect(state.isLoading)
    #expect(press(.character("1"), .character("4"), in: &state) == [])
    #expect(screen(state)?.isOpened == true)
  }

  @Test func fCyclesTheFilterFromTheTop() {
    var state = onTodos()
    let id = state.top.id
    _ = press(.down, in: &state)
    #expect(press(.character("f"), in: &state) == [.todos(screen: id, .setFilter(.done))])
    #expect(state.top.position == ListPosition(), "the list starts again at its top")
    _ = state.apply(
      .todosAnswered(
        screen: id, TodoChecklistFeature.State(filter: .done, todos: .loaded(Self.todos))))
    #expect(state.rowCount(of: state.top.screen) == 1)
    #expect(press(.character("f"), in: &state) == [.todos(screen: id, .setFilter(.pending))])
  }

  @Test func upFromTheFirstRowFocusesTheSelectorWhereLeftAndRightMoveIt() {
    var state = onTodos(filter: .done)
    let id = state.top.id
    #expect(press(.up, in: &state) == [])
    #expect(screen(state)?.selectorHasFocus == true)
    #expect(press(.right, in: &state) == [.todos(screen: id, .setFilter(.pending))])
    #expect(
      press(.left, in: &state) == [.todos(screen: id, .setFilter(.done))],
      "the checklist took the filter that → chose")
    #expect(press(.character(" "), in: &state) == [], "nothing is ticked from the selector")
    #expect(press(.down, in: &state) == [])
    #expect(screen(state)?.selectorHasFocus == false)
    #expect(state.top.position.cursor == 0)
  }

  @Test func upFurtherDownMovesTheCursor() {
    var state = onTodos()
    _ = press(.down, .down, .up, in: &state)
    #expect(state.top.position.cursor == 1)
    #expect(screen(state)?.selectorHasFocus == false)
    _ = press(.character("G"), in: &state)
    #expect(state.top.position.cursor == 2)
  }

  @Test func spaceTogglesTheToDoUnderTheCursorAmongThoseShown() {
    var state = onTodos(filter: .pending)
    let id = state.top.id
    #expect(press(.character(" "), in: &state) == [.todos(screen: id, .toggle(1))])
    #expect(press(.down, .character(" "), in: &state) == [.todos(screen: id, .toggle(3))])
  }

  @Test func spaceBeforeTheToDosLoadDoesNothing() {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = press(.character("4"), in: &state)
    #expect(press(.character(" "), in: &state) == [])
  }

  @Test func rLoadsAgainAskingTheServer() {
    var state = onTodos()
    #expect(
      press(.character("r"), in: &state) == [.todos(screen: state.top.id, .load, .revalidated)])
  }

  @Test func aToggledToDoLeavingTheFilterKeepsTheCursorWithinTheList() {
    var state = onTodos(filter: .pending)
    let id = state.top.id
    _ = press(.down, in: &state)
    var ticked = Self.todos
    ticked[2].completed = true
    _ = state.apply(
      .todosAnswered(
        screen: id, TodoChecklistFeature.State(filter: .pending, todos: .loaded(ticked))))
    #expect(state.top.position.cursor == 0)
  }

  @Test func tOnAUserOpensTheirToDosAndEscGoesBack() {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = press(.character("2"), in: &state)
    _ = state.apply(
      .usersAnswered(UsersListFeature.State(users: .loaded(Page(items: [Sample.leanne])))))
    _ = press(.enter, in: &state)
    let userScreen = state.top.id

    let requests = press(.character("t"), in: &state)

    #expect(requests == [.openTodos(screen: state.top.id, Sample.leanne.id)])
    #expect(state.tab == .users)
    #expect(screen(state)?.checklist.userID == Sample.leanne.id)
    #expect(press(.escape, in: &state) == [])
    #expect(state.top.id == userScreen)
  }

  @Test func escOnTheTabsToDosDoesNothing() {
    var state = onTodos()
    #expect(press(.escape, .left, in: &state) == [])
    #expect(state.tab == .todos)
  }

  @Test func slashSearchesTheToDosOfTheFilterAndSpaceTicksAMatch() {
    var state = onTodos()
    let id = state.top.id
    _ = press(.character("/"), in: &state)
    _ = "READ".map { state.apply(.key(.character($0))) }
    #expect(state.searchStatus(of: state.top.screen) == "1 of 3 match")
    _ = press(.enter, in: &state)
    #expect(press(.character(" "), in: &state) == [.todos(screen: id, .toggle(3))])
    _ = state.apply(.screen(id, .todos(.setFilter(.done))))
    #expect(
      state.searchStatus(of: state.top.screen) == "1 of 2 match",
      "searched in Done, which has the to-do just ticked")
  }

  @Test func aTickOnAUsersToDosUpdatesTheirScreensCount() throws {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = press(.character("2"), in: &state)
    let ada = Sample.user(1, name: "Ada")
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .loaded(Page(items: [ada])))))
    let open = press(.enter, in: &state)
    let user = state.top.id
    #expect(open == [.openUser(screen: user, 1)])
    let theirs = Array(Self.todos.prefix(2))
    let detail = UserDetail(user: ada, albums: [], todos: theirs)
    _ = state.apply(
      .userAnswered(screen: user, UserDetailFeature.State(userID: 1, detail: .loaded(detail))))
    _ = press(.character("t"), in: &state)
    let todos = state.top.id
    #expect(
      state.apply(
        .todosAnswered(
          screen: todos, TodoChecklistFeature.State(userID: 1, todos: .loaded(theirs)))) == [],
      "the same to-dos change nothing")

    let refusal = LoadFailure(message: "refused")
    #expect(
      state.apply(.screen(todos, .todos(.toggleResponse(1, .failure(refusal))))) == [],
      "a refused tick changes nothing on the server, so the user is not asked for again")

    var ticked = theirs
    ticked[0].completed = true
    let saved = state.apply(.screen(todos, .todos(.toggleResponse(1, .success(ticked[0])))))
    #expect(saved == [.reloadDetail(screen: user)], "a saved tick asks for the user again")
    #expect(state.freshness.isQuiet(user), "quietly: the user's screen keeps what it shows")
    #expect(
      state.screens.first { $0.id == user }?.screen
        == .user(
          UserDetailFeature.State(userID: 1, detail: .loaded(detail))))

    var updated = detail
    updated.todos = ticked
    _ = state.apply(
      .userAnswered(screen: user, UserDetailFeature.State(userID: 1, detail: .loaded(updated))))
    let shown = state.screens.first { $0.id == user }?.screen
    #expect(
      shown == .user(UserDetailFeature.State(userID: 1, detail: .loaded(updated))),
      "the user's screen counts the to-dos as the server has them now")
    #expect(!state.freshness.isQuiet(user))
  }

  @Test func aTickOfAnotherUsersToDoAsksForNoUser() {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = press(.character("2"), in: &state)
    let ada = Sample.user(1, name: "Ada")
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .loaded(Page(items: [ada])))))
    _ = press(.enter, in: &state)
    _ = state.apply(
      .userAnswered(
        screen: state.top.id,
        UserDetailFeature.State(
          userID: 1, detail: .loaded(UserDetail(user: ada, albums: [], todos: [])))))
    _ = press(.character("4"), in: &state)
    let everyone = state.top.id
    var theirs = Sample.todo(7, by: 2, title: "Someone else's", completed: false)
    _ = state.apply(
      .todosAnswered(screen: everyone, TodoChecklistFeature.State(todos: .loaded([theirs]))))
    theirs.completed = true
    #expect(state.apply(.screen(everyone, .todos(.toggleResponse(7, .success(theirs))))) == [])
  }

  // MARK: - Undo, and the to-do ticked under the cursor

  private func shown(_ state: BrowseState) -> [Todo] {
    guard case .todos(let screen) = state.top.screen else { return [] }
    return state.shownTodos(screen)
  }

  private func statusLine(_ state: BrowseState) -> String {
    let buffer = BrowseView(state: state, usesColor: false).render()
    return buffer.text(ofRow: buffer.size.rows - 1)
  }

  /// The server saves the tick of to-do `id`.
  private func save(_ id: Todo.ID, completed: Bool, in state: inout BrowseState) {
    let saved = Sample.todo(id, by: 1, title: "Water the plants", completed: completed)
    _ = state.apply(.screen(state.top.id, .todos(.toggleResponse(id, .success(saved)))))
  }

  @Test func uTicksBackTheToDoTickedLastAndSaysUndone() {
    var state = onTodos(filter: .all)
    let id = state.top.id
    #expect(press(.character(" "), in: &state) == [.todos(screen: id, .toggle(1))])
    #expect(shown(state).first?.completed == true)
    #expect(press(.character("u"), in: &state) == [], "not while the tick is being saved")
    #expect(statusLine(state).contains("u again once it is saved"))
    save(1, completed: true, in: &state)
    #expect(press(.character("u"), in: &state) == [.todos(screen: id, .toggle(1))])
    #expect(shown(state).first?.completed == false, "the inverse change")
    #expect(statusLine(state).contains("undone"))
    #expect(press(.character("u"), in: &state) == [], "once")
    #expect(!statusLine(state).contains("undone"), "until the next key")
  }

  @Test func aToDoTickedUnderPendingStaysDimmedUntilTheCursorLeavesIt() throws {
    var state = onTodos(filter: .pending)
    _ = press(.character(" "), in: &state)
    #expect(shown(state).map(\.id) == [1, 3], "it does not vanish under the cursor")
    #expect(state.top.position.cursor == 0)
    let buffer = BrowseView(state: state, usesColor: true).render()
    let row = try #require(
      (0..<buffer.size.rows).first { buffer.text(ofRow: $0).contains("Water") })
    #expect(buffer[row, 4].style.contains(.dim))

    _ = press(.character("j"), in: &state)
    #expect(shown(state).map(\.id) == [3])
    #expect(state.top.position.cursor == 0, "on the to-do the cursor moved to")
  }

  @Test func undoingATickUnderPendingBringsTheToDoBackWhereItWas() {
    var state = onTodos(filter: .pending)
    _ = press(.character(" "), .character("j"), in: &state)
    #expect(shown(state).map(\.id) == [3])
    save(1, completed: true, in: &state)
    _ = press(.character("u"), in: &state)
    #expect(shown(state).map(\.id) == [1, 3])
  }
}
