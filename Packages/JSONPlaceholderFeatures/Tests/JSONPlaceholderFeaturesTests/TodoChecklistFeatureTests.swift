import Features
import FeaturesTesting
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import JSONPlaceholderFeatures

@Suite(.timeLimit(.minutes(1)))
struct TodoChecklistFeatureTests {
  private static let water = Sample.todo(1, by: 2, title: "Water the plants", completed: false)
  private static let post = Sample.todo(2, by: 2, title: "Post the letter", completed: true)
  private static let read = Sample.todo(3, by: 2, title: "Read a chapter", completed: false)
  private static let todos = [water, post, read]

  private static func loaded(filter: TodoFilter = .all) -> TodoChecklistFeature.State {
    TodoChecklistFeature.State(userID: 2, filter: filter, todos: .loaded(todos))
  }

  private static func flipped(_ todo: Todo) -> Todo {
    var todo = todo
    todo.completed.toggle()
    return todo
  }

  private static func rejection() -> NetworkError {
    .rejected(resource: "todo", fieldErrors: FieldErrors(["completed": ["must be a boolean"]]))
  }

  @Test func loadsTheWholeCollectionOfTheUser() async {
    let queries = Log<TodoQuery>()
    let feature = TodoChecklistFeature(
      fetch: { query in
        queries.append(query)
        return Page(items: Self.todos)
      },
      update: { id, _ in throw NetworkError.notFound(resource: "todo", id: "\(id)") })
    let store = TestStore(
      initialState: TodoChecklistFeature.State(userID: 2), reducer: feature)

    await store.send(.load)
    await store.receive(.todosResponse(.success(Self.todos))) { $0.todos = .loaded(Self.todos) }
    await store.finish()

    checkEqual(queries.entries, [TodoQuery(userID: 2)])
    checkEqual(queries.entries.first?.list.sentPageSize, nil)
  }

  @Test func filtersOnTheClientWithACountForEachFilter() {
    var state = Self.loaded()
    checkEqual(state.visibleTodos, Self.todos)
    checkEqual(TodoFilter.allCases.map(state.count), [3, 1, 2])

    state.filter = .done
    checkEqual(state.visibleTodos, [Self.post])
    state.filter = .pending
    checkEqual(state.visibleTodos, [Self.water, Self.read])
    check(TodoChecklistFeature.State(userID: 2).visibleTodos.isEmpty)
    checkEqual(TodoChecklistFeature.State(userID: 2).count(.all), 0)
  }

  @Test func cyclesAndSetsTheFilterWithoutARequest() async {
    let store = TestStore(
      initialState: Self.loaded(), reducer: TodoChecklistFeature(client: .unimplemented))

    await store.send(.cycleFilter) { $0.filter = .done }
    await store.send(.cycleFilter) { $0.filter = .pending }
    await store.send(.cycleFilter) { $0.filter = .all }
    await store.send(.setFilter(.pending)) { $0.filter = .pending }
    await store.finish()
  }

  @Test func togglesAtOnceAndAdoptsTheServersAnswer() async {
    let changes = Log<TodoChanges>()
    let answer = Todo(userId: 2, id: 1, title: "Water the plants (done)", completed: true)
    let feature = TodoChecklistFeature(
      fetch: { _ in Page(items: [answer, Self.post, Self.read]) },
      update: { id, change in
        changes.append(change)
        return id == 1 ? answer : Self.post
      })
    let store = TestStore(initialState: Self.loaded(filter: .pending), reducer: feature)

    await store.send(.toggle(1)) {
      $0.todos = .loaded([Self.flipped(Self.water), Self.post, Self.read])
      $0.saving = [1: false]
    }
    checkEqual(store.state.visibleTodos, [Self.read])
    checkEqual(TodoFilter.allCases.map(store.state.count), [3, 2, 1])
    await store.receive(.toggleResponse(1, .success(answer))) {
      $0.todos = .loaded([answer, Self.post, Self.read])
      $0.saving = [:]
    }
    await store.receive(.rereadResponse(.success([answer, Self.post, Self.read])))
    await store.finish()

    checkEqual(changes.entries, [TodoChanges(completed: true)])
  }

  @Test(arguments: [
    (rejection(), #"the server rejected the todo: completed must be a boolean"#),
    (NetworkError.notFound(resource: "todo", id: "1"), "todo 1 not found"),
  ])
  func rollsBackARefusalWithAMessage(error: NetworkError, reason: String) async {
    let feature = TodoChecklistFeature(
      fetch: { _ in Page(items: []) }, update: { _, _ in throw error })
    let store = TestStore(initialState: Self.loaded(), reducer: feature)

    await store.send(.toggle(1)) {
      $0.todos = .loaded([Self.flipped(Self.water), Self.post, Self.read])
      $0.saving = [1: false]
    }
    await store.receive(.toggleResponse(1, .failure(LoadFailure(error)))) {
      $0.todos = .loaded(Self.todos)
      $0.saving = [:]
      $0.message = #"could not mark "Water the plants" done: \#(reason)"#
    }
    checkEqual(TodoFilter.allCases.map(store.state.count), [3, 1, 2])
    await store.send(.cycleFilter) {
      $0.filter = .done
      $0.message = nil
    }
    await store.finish()
  }

  @Test func aRefusalStaysOverLaterAnswersUntilThePersonChangesTheChecklist() async {
    let refusal = Gate()
    let feature = TodoChecklistFeature(
      fetch: { _ in Page(items: Self.todos) },
      update: { id, _ in
        guard id == 1 else { return Self.flipped(Self.read) }
        try await refusal.pass()
        throw Self.rejection()
      })
    let store = TestStore(initialState: Self.loaded(), reducer: feature)
    let message = #"could not mark "Water the plants" done: \#(Self.rejection().description)"#

    await store.send(.toggle(1)) {
      $0.todos = .loaded([Self.flipped(Self.water), Self.post, Self.read])
      $0.saving = [1: false]
    }
    refusal.open()
    await store.receive(.toggleResponse(1, .failure(LoadFailure(Self.rejection())))) {
      $0.todos = .loaded(Self.todos)
      $0.saving = [:]
      $0.message = message
    }
    await store.send(.toggleResponse(3, .success(Self.read)))
    await store.receive(.rereadResponse(.success(Self.todos)))
    await store.send(.todosResponse(.success(Self.todos)))
    checkEqual(store.state.message, message)

    await store.send(.toggle(3)) {
      $0.message = nil
      $0.todos = .loaded([Self.water, Self.post, Self.flipped(Self.read)])
      $0.saving = [3: false]
    }
    await store.receive(.toggleResponse(3, .success(Self.flipped(Self.read)))) {
      $0.saving = [:]
    }
    await store.receive(.rereadResponse(.success(Self.todos))) {
      $0.todos = .loaded(Self.todos)
    }
    await store.finish()
  }

  @Test func namesTheUndoneStateWhenUntickingIsRefused() async {
    let feature = TodoChecklistFeature(
      fetch: { _ in Page(items: []) }, update: { _, _ in throw NetworkError.cancelled })
    let store = TestStore(initialState: Self.loaded(), reducer: feature)

    await store.send(.toggle(2)) {
      $0.todos = .loaded([Self.water, Self.flipped(Self.post), Self.read])
      $0.saving = [2: true]
    }
    await store.receive(.toggleResponse(2, .failure(LoadFailure(NetworkError.cancelled)))) {
      $0.todos = .loaded(Self.todos)
      $0.saving = [:]
      $0.message =
        #"could not mark "Post the letter" not done: \#(NetworkError.cancelled.description)"#
    }
    await store.finish()
  }

  @Test func answersInAnyOrderEachSettleTheirOwnToDo() async {
    let first = Gate()
    let second = Gate()
    let saved = [Self.water, Self.post, Self.flipped(Self.read)]
    let feature = TodoChecklistFeature(
      fetch: { _ in Page(items: saved) },
      update: { id, _ in
        if id == 1 {
          try await first.pass()
          throw Self.rejection()
        }
        try await second.pass()
        return Self.flipped(Self.read)
      })
    let store = TestStore(initialState: Self.loaded(), reducer: feature)

    await store.send(.toggle(1)) {
      $0.todos = .loaded([Self.flipped(Self.water), Self.post, Self.read])
      $0.saving = [1: false]
    }
    await store.send(.toggle(3)) {
      $0.todos = .loaded([Self.flipped(Self.water), Self.post, Self.flipped(Self.read)])
      $0.saving = [1: false, 3: false]
    }
    second.open()
    await store.receive(.toggleResponse(3, .success(Self.flipped(Self.read)))) {
      $0.saving = [1: false]
    }
    await store.receive(.rereadResponse(.success(saved)))
    first.open()
    await store.receive(.toggleResponse(1, .failure(LoadFailure(Self.rejection())))) {
      $0.todos = .loaded([Self.water, Self.post, Self.flipped(Self.read)])
      $0.saving = [:]
      $0.message =
        #"could not mark "Water the plants" done: \#(Self.rejection().description)"#
    }
    await store.finish()
    checkEqual(TodoFilter.allCases.map(store.state.count), [3, 2, 1])
  }

  @Test func aSecondToggleWhileSavingFlipsAtOnceAndIsSentOnceTheFirstIsSaved() async {
    let gate = Gate()
    let calls = Log<TodoChanges>()
    let feature = TodoChecklistFeature(
      fetch: { _ in Page(items: Self.todos) },
      update: { id, changes in
        calls.append(changes)
        try await gate.pass()
        var todo = Self.water
        todo.completed = changes.completed ?? todo.completed
        return todo
      })
    let store = TestStore(initialState: Self.loaded(), reducer: feature)

    await store.send(.toggle(1)) {
      $0.todos = .loaded([Self.flipped(Self.water), Self.post, Self.read])
      $0.saving = [1: false]
    }
    await store.send(.toggle(1)) {
      $0.todos = .loaded(Self.todos)
      $0.queued = [1]
    }
    gate.open()
    await store.receive(.toggleResponse(1, .success(Self.flipped(Self.water)))) {
      // The first change is saved; the second, back to not done, is sent in turn.
      $0.saving = [1: true]
      $0.queued = []
    }
    await store.receive(.toggleResponse(1, .success(Self.water))) { $0.saving = [:] }
    await store.receive(.rereadResponse(.success(Self.todos)))
    await store.finish()
    checkEqual(calls.entries, [TodoChanges(completed: true), TodoChanges(completed: false)])
  }

  @Test func aToggleQueuedBehindARefusedChangeIsDroppedWithTheRollback() async {
    let gate = Gate()
    let calls = Log<Todo.ID>()
    let feature = TodoChecklistFeature(
      fetch: { _ in Page(items: []) },
      update: { id, _ in
        calls.append(id)
        try await gate.pass()
        throw Self.rejection()
      })
    let store = TestStore(initialState: Self.loaded(), reducer: feature)

    await store.send(.toggle(1)) {
      $0.todos = .loaded([Self.flipped(Self.water), Self.post, Self.read])
      $0.saving = [1: false]
    }
    await store.send(.toggle(1)) {
      $0.todos = .loaded(Self.todos)
      $0.queued = [1]
    }
    await store.send(.toggle(1)) {
      $0.todos = .loaded([Self.flipped(Self.water), Self.post, Self.read])
    }
    gate.open()
    await store.receive(.toggleResponse(1, .failure(LoadFailure(Self.rejection())))) {
      $0.todos = .loaded(Self.todos)
      $0.saving = [:]
      $0.queued = []
      $0.message =
        #"could not mark "Water the plants" done: \#(Self.rejection().description)"#
    }
    await store.finish()
    checkEqual(calls.entries, [1])
  }

  @Test func rereadReadsTheToDosQuietlyForAChangeSavedElsewhere() async {
    let changed = [Self.flipped(Self.water), Self.post, Self.read]
    let feature = TodoChecklistFeature(
      fetch: { _ in Page(items: changed) }, update: { _, _ in Self.water })
    let store = TestStore(initialState: Self.loaded(), reducer: feature)

    await store.send(.reread)
    await store.receive(.rereadResponse(.success(changed))) { $0.todos = .loaded(changed) }
    await store.finish()
  }

  @Test func aLoadWhileSavingKeepsTheChangeShown() async {
    let gate = Gate()
    let feature = TodoChecklistFeature(
      fetch: { _ in Page(items: Self.todos) },
      update: { _, _ in
        try await gate.pass()
        return Self.flipped(Self.water)
      })
    let store = TestStore(initialState: Self.loaded(), reducer: feature)

    await store.send(.toggle(1)) {
      $0.todos = .loaded([Self.flipped(Self.water), Self.post, Self.read])
      $0.saving = [1: false]
    }
    await store.send(.load) { $0.todos = .loading }
    await store.receive(.todosResponse(.success(Self.todos))) {
      $0.todos = .loaded([Self.flipped(Self.water), Self.post, Self.read])
    }
    gate.open()
    await store.receive(.toggleResponse(1, .success(Self.flipped(Self.water)))) {
      $0.saving = [:]
    }
    await store.receive(.rereadResponse(.success(Self.todos))) {
      $0.todos = .loaded(Self.todos)
    }
    await store.finish()
  }

  @Test func aSavedChangeReadsTheToDosAgainQuietly() async {
    let queries = Log<TodoQuery>()
    let read = Gate()
    let feature = TodoChecklistFeature(
      fetch: { query in
        queries.append(query)
        try await read.pass()
        throw NetworkError.cancelled
      },
      update: { _, _ in Self.flipped(Self.water) })
    let store = TestStore(initialState: Self.loaded(), reducer: feature)

    await store.send(.toggle(1)) {
      $0.todos = .loaded([Self.flipped(Self.water), Self.post, Self.read])
      $0.saving = [1: false]
    }
    await store.receive(.toggleResponse(1, .success(Self.flipped(Self.water)))) {
      $0.saving = [:]
    }
    check(store.state.todos.value != nil, "the to-dos stay shown while they are read again")
    read.open()
    await store.receive(.rereadResponse(.failure(LoadFailure(NetworkError.cancelled))))
    await store.finish()
    checkEqual(queries.entries, [TodoQuery(userID: 2)])

    await store.send(.load) { $0.todos = .loading }
    await store.receive(.todosResponse(.failure(LoadFailure(NetworkError.cancelled)))) {
      $0.todos = .failed(LoadFailure(NetworkError.cancelled))
    }
    await store.send(.rereadResponse(.success(Self.todos)))
    checkEqual(store.state.todos.value, nil, "a late read shows nothing the checklist does not")
    await store.finish()
  }

  @Test func aFailedLoadIsShown() async {
    let feature = TodoChecklistFeature(
      fetch: { _ in throw NetworkError.cancelled }, update: { _, _ in Self.water })
    let store = TestStore(initialState: TodoChecklistFeature.State(), reducer: feature)

    await store.send(.load)
    await store.receive(.todosResponse(.failure(LoadFailure(NetworkError.cancelled)))) {
      $0.todos = .failed(LoadFailure(NetworkError.cancelled))
    }
    await store.finish()
  }

  @Test func revalidateKeepsTheToDosAndTheMessageShownUntilTheAnswer() async {
    let changed = [Self.flipped(Self.water), Self.post, Self.read]
    let feature = TodoChecklistFeature(
      fetch: { _ in Page(items: changed) }, update: { _, _ in Self.water })
    var initial = Self.loaded()
    initial.message = "could not mark \"Read a chapter\" done: refused"
    let store = TestStore(initialState: initial, reducer: feature)

    await store.send(.revalidate)
    await store.receive(.todosResponse(.success(changed))) { $0.todos = .loaded(changed) }
    await store.finish()

    checkEqual(store.state.message, initial.message)
  }
}
