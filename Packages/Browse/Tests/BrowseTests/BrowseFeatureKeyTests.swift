import Features
import FeaturesTesting
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse

/// Sequences of keys on the browser's reducer, on the exhaustive `TestStore`: each states the
/// fields the keys change.
@Suite(.timeLimit(.minutes(1))) struct BrowseFeatureKeyTests {
  private static let size = TerminalSize(columns: 80, rows: 24)
  private static let albums = (1...10).map { Sample.album(Album.ID($0), title: "Album \($0)") }
  private static let todos = [
    Sample.todo(1, title: "Water the plants", completed: false),
    Sample.todo(2, title: "Post the letter", completed: true),
    Sample.todo(3, title: "Read a chapter", completed: false),
  ]

  /// A browser on the Users tab, which has Leanne.
  private static func onUsers() -> BrowseState {
    var state = BrowseState(size: size)
    _ = state.apply(.start)
    _ = state.apply(.key(.character("2")))
    _ = state.apply(
      .usersAnswered(UsersListFeature.State(users: .loaded(Page(items: [Sample.leanne])))))
    return state
  }

  /// A browser on the To-dos tab, which has `todos`.
  private static func onToDos() -> BrowseState {
    var state = BrowseState(size: size)
    _ = state.apply(.start)
    _ = state.apply(.key(.character("4")))
    _ = state.apply(
      .todosAnswered(screen: state.top.id, TodoChecklistFeature.State(todos: .loaded(todos))))
    return state
  }

  private func statusLine(_ state: BrowseState) -> String {
    let buffer = BrowseView(state: state, usesColor: false).render()
    return buffer.text(ofRow: buffer.size.rows - 1)
  }

  private func screenText(_ state: BrowseState) -> String {
    let buffer = BrowseView(state: state, usesColor: false).render()
    return (0..<buffer.size.rows).map { buffer.text(ofRow: $0) }.joined(separator: "\n")
  }

  @Test func kFromTheFirstAlbumOfAUserScrollsBackToTheTop() async {
    let state = BrowseState.onLeanne(albums: Self.albums, size: Self.size)
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: .unimplemented))

    await store.send(.keys(Array(repeating: .character("j"), count: 6))) {
      $0.updateTop { $0.position = ListPosition(cursor: 5, offset: 10) }
    }
    await store.send(.keys(Array(repeating: .character("k"), count: 5))) {
      $0.updateTop { $0.position = ListPosition(cursor: 0, offset: 10) }
    }
    await store.send(.key(.character("k"))) {
      $0.updateTop { $0.position = ListPosition(cursor: 0, offset: 0) }
    }
    await store.send(.keys([.character("k"), .character("k")]))
    await store.finish()
  }

  @Test func jBringsAUsersFirstAlbumIntoSightAndGStartsTheAlbumsAgain() async {
    let state = BrowseState.onLeanne(albums: Self.albums, size: Self.size)
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: .unimplemented))

    await store.send(.key(.character("j"))) {
      $0.updateTop { $0.position = ListPosition(cursor: 0, offset: 5) }
    }
    await store.send(.keys(Array(repeating: .character("j"), count: 3))) {
      $0.updateTop { $0.position = ListPosition(cursor: 3, offset: 8) }
    }
    await store.send(.key(.character("g"))) {
      $0.updateTop { $0.position = ListPosition(cursor: 0, offset: 0) }
    }
    await store.finish()
  }

  @Test func aKeptSearchOfTheToDosTicksWithSpaceAndOffersThatKey() async {
    let state = Self.onToDos()
    let screen = state.top.id
    let ticked = Sample.todo(1, title: "Water the plants", completed: true)
    let client = NetworkClient.unimplemented.with {
      $0.updateTodo = { _, _ in ticked }
      $0.todos = { _ in Page(items: [ticked] + Self.todos.dropFirst()) }
    }
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: client))
    let keys = [Key.character("/")] + "water".map(Key.character) + [.enter]
    var search = ListSearch()
    search.index(Self.todos)
    for key in keys { _ = search.press(key) }
    #expect(search.rows(of: Self.todos) == [Self.todos[0]])

    await store.send(.keys(keys)) { [search] in $0.searches[screen] = search }
    #expect(statusLine(store.state).contains("␣ tick  f filter  / edit  esc clear"))
    #expect(!statusLine(store.state).contains("open"))

    await store.send(.key(.character(" "))) {
      $0.noteTick(of: 1, on: screen)
      $0.changeChecklist(on: screen) {
        $0.todos = .loaded([ticked] + Self.todos.dropFirst())
        $0.saving = [1: false]
      }
    }
    await store.receive(.screen(screen, .todos(.toggleResponse(1, .success(ticked))))) {
      $0.changeChecklist(on: screen) { $0.saving = [:] }
    }
    await store.receive(
      .screen(screen, .todos(.rereadResponse(.success([ticked] + Self.todos.dropFirst())))))
    await store.finish()
  }

  @Test func aToDosRefusalStaysWhileTheCursorMovesAndGoesWithTheFilter() async {
    let state = Self.onToDos()
    let screen = state.top.id
    let refusal = NetworkError.rejected(
      resource: "todo", fieldErrors: FieldErrors(["completed": ["is locked"]]))
    let client = NetworkClient.unimplemented.with {
      $0.updateTodo = { _, _ in throw refusal }
    }
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: client))
    let ticked = [Sample.todo(1, title: "Water the plants", completed: true)] + Self.todos[1...]

    await store.send(.key(.character(" "))) {
      $0.noteTick(of: 1, on: screen)
      $0.changeChecklist(on: screen) {
        $0.todos = .loaded(Array(ticked))
        $0.saving = [1: false]
      }
    }
    let failure = LoadFailure(refusal)
    await store.receive(.screen(screen, .todos(.toggleResponse(1, .failure(failure))))) {
      $0.changeChecklist(on: screen) {
        $0.todos = .loaded(Self.todos)
        $0.saving = [:]
        $0.message = "could not mark \"Water the plants\" done: \(failure.message)"
      }
    }
    await store.send(.keys([.character("j"), .character("j")])) {
      $0.updateTop { entry in
        entry.position.cursor = 2
        // The to-do ticked lingered under the cursor until it left.
        guard case .todos(var todos) = entry.screen else { return }
        todos.lingering = nil
        entry.screen = .todos(todos)
      }
    }
    #expect(screenText(store.state).contains("could not mark"), "the refusal stays")

    await store.send(.key(.character("f"))) {
      $0.updateTop { $0.position = ListPosition() }
      $0.changeChecklist(on: screen) {
        $0.filter = .done
        $0.message = nil
      }
    }
    #expect(!screenText(store.state).contains("could not mark"))
    await store.finish()
  }

  @Test func aQuestionMarkInAFormFieldIsTypedAndReachesTheForm() async {
    var state = Self.onUsers()
    _ = state.apply(.key(.character("n")))
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: .unimplemented))
    var typed = FormScreen(.newUser(UserFormFeature.State(mode: .create)))
    _ = typed.press(.character("?"))
    typed.update { editing in
      var form = UserFormFeature.State(mode: .create)
      form.fields[.name] = "?"
      editing = .newUser(form)
    }

    await store.send(.key(.character("?"))) { [typed] in
      $0.updateTop { $0.screen = .form(typed) }
    }
    #expect(!store.state.showsHelp)
    await store.finish()
  }

  @Test func ctrlSOnAnInvalidFormShowsEveryFieldsProblemsAtOnce() async {
    var state = Self.onUsers()
    _ = state.apply(.key(.character("n")))
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: .unimplemented))
    let blank = FormValidation.blankMessage
    var shown = FormScreen(.newUser(UserFormFeature.State(mode: .create)))
    shown.update { editing in
      editing = .newUser(
        UserFormFeature.State(
          mode: .create,
          status: .invalid(
            FormErrors([
              FormErrors.Entry(field: "name", messages: [blank]),
              FormErrors.Entry(field: "username", messages: [blank]),
              FormErrors.Entry(field: "email", messages: [blank]),
            ]))))
    }

    await store.send(.key(.control("s"))) { [shown] in
      $0.updateTop { $0.screen = .form(shown) }
    }
    await store.finish()
  }
}
