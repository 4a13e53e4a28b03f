import Features
import FeaturesTesting
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The to-do lists on the exhaustive `TestStore`: the filter selector, ticks and their undo,
/// the to-do that lingers under the cursor, and what a saved tick tells the browser.
@Suite(.timeLimit(.minutes(1))) struct TodosScreenTests {
  private static let todos = [
    Sample.todo(1, by: 2, title: "Water the plants", completed: false),
    Sample.todo(2, by: 2, title: "Post the letter", completed: true),
    Sample.todo(3, by: 2, title: "Read a chapter", completed: false),
  ]

  private static func flipped(_ todo: Todo) -> Todo {
    var todo = todo
    todo.completed.toggle()
    return todo
  }

  private static func screen(_ client: NetworkClient, isOffline: Bool = false) -> TodosScreen {
    TodosScreen(checklist: TodoChecklistFeature(client: client), isOffline: isOffline)
  }

  /// A list of user 2's to-dos, loaded.
  private static func loaded(filter: TodoFilter = .all) -> TodosScreen.State {
    var state = TodosScreen.State(userID: 2, size: Fixtures.size)
    state.isRequested = true
    state.checklist.todos = .loaded(todos)
    state.checklist.filter = filter
    return state
  }

  @Test func theListLoadsOnceAndKeysPressedMeanwhileAreKept() async {
    let gate = Gate()
    let client = NetworkClient.unimplemented.with {
      $0.todos = { _ in
        try await gate.pass()
        return Page(items: Self.todos)
      }
    }
    let store = TestStore(
      initialState: TodosScreen.State(size: Fixtures.size), reducer: Self.screen(client))

    await store.send(.appear) { $0.isRequested = true }
    await store.send(.key(.character("j"))) { $0.cursor = ListCursor(target: 1) }
    await store.send(.key(.character("j"))) { $0.cursor = ListCursor(target: 2) }
    gate.open()
    await store.receive(.resource(.checklist(.todosResponse(.success(Self.todos))))) {
      $0.checklist.todos = .loaded(Self.todos)
      $0.cursor = ListCursor(row: 2)
    }
    await store.send(.appear)
    await store.finish()
  }

  @Test func fCyclesTheFilterAndTheSelectorTakesTheFocusFromTheTop() async {
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(.unimplemented))

    await store.send(.key(.character("j"))) { $0.cursor = ListCursor(row: 1) }
    await store.send(.key(.character("f"))) {
      $0.cursor = ListCursor()
      $0.checklist.filter = .done
    }
    await store.send(.key(.up)) { $0.selectorHasFocus = true }
    await store.send(.key(.right)) { $0.checklist.filter = .pending }
    await store.send(.key(.left)) { $0.checklist.filter = .done }
    await store.send(.key(.down)) { $0.selectorHasFocus = false }
    await store.finish()
  }

  @Test func spaceTicksAtOnceAndASavedTickIsToldToTheBrowser() async {
    let client = NetworkClient.unimplemented.with {
      $0.updateTodo = { _, _ in Self.flipped(Self.todos[0]) }
      $0.todos = { _ in Page(items: [Self.flipped(Self.todos[0])] + Self.todos.dropFirst()) }
    }
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(client))
    let ticked = [Self.flipped(Self.todos[0])] + Self.todos.dropFirst()

    await store.send(.key(.character(" "))) {
      $0.lastTicked = 1
      $0.lingering = 1
      $0.checklist.todos = .loaded(ticked)
      $0.checklist.saving = [1: false]
    }
    await store.receive(
      .resource(.checklist(.toggleResponse(1, .success(Self.flipped(Self.todos[0])))))
    ) {
      $0.checklist.saving = [:]
      $0.savedTicks = [1: true]
    }
    await store.receive(.delegate(.todoSaved(Self.flipped(Self.todos[0]))))
    await store.receive(.resource(.checklist(.rereadResponse(.success(ticked))))) {
      $0.origin.replace()
      $0.savedTicks = [:]
    }
    await store.finish()
  }

  @Test func offlineSpaceIsRefusedAtOnceAndTicksNothing() async {
    let store = TestStore(
      initialState: Self.loaded(), reducer: Self.screen(.unimplemented, isOffline: true))

    await store.send(.key(.character(" ")))
    await store.receive(.delegate(.notice("Cannot tick to-do 1: offline, nothing is sent")))
    await store.send(.key(.down)) { $0.cursor = ListCursor(row: 1) }
    await store.send(.key(.character(" ")))
    await store.receive(.delegate(.notice("Cannot untick to-do 2: offline, nothing is sent")))
    await store.finish()
  }

  @Test func aSecondSpaceWhileTheFirstTickSavesIsSentOnceItIsSaved() async {
    let gate = Gate()
    let changes = LockedValue<[Bool?]>([])
    let client = NetworkClient.unimplemented.with {
      $0.updateTodo = { _, change in
        changes.withLock { $0.append(change.completed) }
        try await gate.pass()
        var todo = Self.todos[0]
        todo.completed = change.completed ?? todo.completed
        return todo
      }
      $0.todos = { _ in Page(items: Self.todos) }
    }
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(client))
    let ticked = [Self.flipped(Self.todos[0])] + Self.todos.dropFirst()

    await store.send(.key(.character(" "))) {
      $0.lastTicked = 1
      $0.lingering = 1
      $0.checklist.todos = .loaded(ticked)
      $0.checklist.saving = [1: false]
    }
    await store.send(.key(.character(" "))) {
      $0.checklist.todos = .loaded(Self.todos)
      $0.checklist.queued = [1]
    }
    gate.open()
    await store.receive(
      .resource(.checklist(.toggleResponse(1, .success(Self.flipped(Self.todos[0])))))
    ) {
      $0.checklist.saving = [1: true]
      $0.checklist.queued = []
    }
    await store.receive(.resource(.checklist(.toggleResponse(1, .success(Self.todos[0]))))) {
      $0.checklist.saving = [:]
      $0.savedTicks = [1: false]
    }
    await store.receive(.delegate(.todoSaved(Self.todos[0])))
    await store.receive(.resource(.checklist(.rereadResponse(.success(Self.todos))))) {
      $0.origin.replace()
      $0.savedTicks = [:]
    }
    await store.finish()
    #expect(changes.current == [true, false], "the second Space was sent, after the first")
  }

  @Test func aToDoTickedOutOfTheFilterLingersUntilTheCursorLeavesItAndUTicksItBack() async {
    let gate = Gate()
    let client = NetworkClient.unimplemented.with {
      $0.updateTodo = { id, change in
        try await gate.pass()
        var todo = Self.todos.first { $0.id == id } ?? Self.todos[0]
        todo.completed = change.completed ?? todo.completed
        return todo
      }
      $0.todos = { _ in Page(items: Self.todos) }
    }
    let store = TestStore(
      initialState: Self.loaded(filter: .pending), reducer: Self.screen(client))
    let ticked = [Self.flipped(Self.todos[0])] + Self.todos.dropFirst()

    await store.send(.key(.character(" "))) {
      $0.lastTicked = 1
      $0.lingering = 1
      $0.checklist.todos = .loaded(ticked)
      $0.checklist.saving = [1: false]
    }
    #expect(store.state.shownRows.map(\.id) == [1, 3], "it stays under the cursor, dimmed")
    #expect(store.state.isLingering(ticked[0]))
    await store.send(.key(.character("j"))) {
      $0.lingering = nil
      $0.cursor = ListCursor(row: 0)
    }
    #expect(store.state.shownRows.map(\.id) == [3], "gone once the cursor left it")
    await store.send(.key(.character("u"))) {
      // Queued behind the tick being saved, sent once it is.
      $0.lastTicked = nil
      $0.checklist.todos = .loaded(Self.todos)
      $0.checklist.queued = [1]
    }
    await store.receive(.delegate(.notice("undone")))
    gate.open()
    await store.receive(
      .resource(.checklist(.toggleResponse(1, .success(Self.flipped(Self.todos[0])))))
    ) {
      $0.checklist.saving = [1: true]
      $0.checklist.queued = []
    }
    await store.receive(.resource(.checklist(.toggleResponse(1, .success(Self.todos[0]))))) {
      $0.checklist.saving = [:]
      $0.savedTicks = [1: false]
    }
    await store.receive(.delegate(.todoSaved(Self.todos[0])))
    await store.receive(.resource(.checklist(.rereadResponse(.success(Self.todos))))) {
      $0.origin.replace()
      $0.savedTicks = [:]
    }
    await store.finish()
    #expect(store.state.shownRows.map(\.id) == [1, 3])
  }

  @Test func rSaysWhatItFoundAndEscClosesAUsersList() async {
    let client = NetworkClient.unimplemented.with { $0.todos = { _ in Page(items: Self.todos) } }
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(client))

    await store.send(.key(.character("r"))) { $0.baseline = Self.todos }
    await store.receive(.resource(.checklist(.todosResponse(.success(Self.todos))))) {
      $0.baseline = nil
      $0.origin.replace()
    }
    await store.receive(.delegate(.notice("up to date")))
    await store.send(.key(.escape))
    await store.receive(.delegate(.close))
    await store.finish()
  }

  @Test func rereadReadsTheToDosForTheStoreEvenWhenTheListWasNeverShown() async {
    let reads = LockedValue(0)
    let client = NetworkClient.unimplemented.with {
      $0.todos = { _ in
        reads.withLock { $0 += 1 }
        return Page(items: Self.todos)
      }
    }
    let store = TestStore(
      initialState: TodosScreen.State(size: Fixtures.size), reducer: Self.screen(client))

    await store.send(.resource(.reread))
    await store.receive(.resource(.checklist(.rereadResponse(.success(Self.todos))))) {
      $0.origin.dropPending()
    }
    await store.finish()
    #expect(reads.current == 1)
    #expect(store.state.checklist.todos == .loading, "nothing is shown until the list is")
  }

  @Test func slashSearchesTheToDosOfTheFilterAndSpaceTicksAMatch() async {
    let client = NetworkClient.unimplemented.with {
      $0.updateTodo = { _, _ in Self.flipped(Self.todos[2]) }
      $0.todos = { _ in Page(items: Self.todos) }
    }
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(client))
    let ticked = Array(Self.todos.prefix(2)) + [Self.flipped(Self.todos[2])]

    await store.send(.key(.character("/"))) {
      var search = ListSearch()
      _ = search.open()
      search.index(Self.todos)
      $0.search = search
    }
    for character in "chapter" {
      await store.send(.key(.character(character))) {
        _ = $0.search?.press(.character(character))
      }
    }
    await store.send(.key(.enter)) { _ = $0.search?.press(.enter) }
    await store.send(.key(.character(" "))) {
      $0.lastTicked = 3
      $0.lingering = 3
      $0.checklist.todos = .loaded(ticked)
      $0.checklist.saving = [3: false]
      $0.search?.index(ticked)
    }
    await store.receive(
      .resource(.checklist(.toggleResponse(3, .success(Self.flipped(Self.todos[2])))))
    ) {
      $0.checklist.saving = [:]
      $0.savedTicks = [3: true]
    }
    await store.receive(.delegate(.todoSaved(Self.flipped(Self.todos[2]))))
    // This server answered the tick without keeping it: the list says so once.
    await store.receive(.resource(.checklist(.rereadResponse(.success(Self.todos))))) {
      $0.checklist.todos = .loaded(Self.todos)
      $0.search?.index(Self.todos)
      $0.origin.replace()
      $0.savedTicks = [:]
    }
    await store.receive(.delegate(.notice("the server did not keep the change to to-do 3")))
    await store.finish()
  }

  @Test func nAndNGoBetweenTheToDosThatMatchFromTheSelectorToo() async {
    var state = Self.loaded()
    state.selectorHasFocus = true
    let store = TestStore(initialState: state, reducer: Self.screen(.unimplemented))

    await store.send(.key(.character("/"))) {
      var search = ListSearch()
      _ = search.open()
      search.index(Self.todos)
      $0.search = search
    }
    await store.send(.key(.character("t"))) { _ = $0.search?.press(.character("t")) }
    await store.send(.key(.enter)) { _ = $0.search?.press(.enter) }
    #expect(store.state.shownRows.count == 3)
    await store.send(.key(.character("N"))) {
      $0.cursor = ListCursor(row: 2)
      $0.selectorHasFocus = false
    }
    await store.receive(.delegate(.notice("match 3 of 3 · wrapped to the last")))
    await store.send(.key(.character("N"))) { $0.cursor = ListCursor(row: 1) }
    await store.receive(.delegate(.notice("match 2 of 3")))
    await store.finish()
  }
}
