import Dependencies
import Features
import Models
import NetworkClient

/// A to-do checklist: every to-do, or one user's, filtered on the client, with each to-do
/// ticked or unticked at once and then saved.
///
/// The whole collection is loaded, so that ``State/count(_:)`` gives the count of each
/// ``TodoFilter`` and changing the filter needs no request. ``Action/toggle(_:)`` flips a to-do's
/// `completed` in the state at once (optimistically), sends `PATCH /todos/{id}`, and adopts the
/// server's to-do when it answers; when the server refuses, the to-do gets its value back and
/// ``State/message`` says why: `could not mark "Water the plants" done: …`.
///
/// A to-do whose change is still being saved is in ``State/saving``. Toggling it again flips it
/// at once too, and is sent once the server has answered the change in flight (``State/queued``),
/// so that there is never more than one change of a to-do in flight, no toggle is lost, and a
/// refusal restores the value the server last confirmed. Changes of different to-dos are
/// independent, and their answers may come in any order.
///
/// A saved change makes a cache drop what it stored of the to-dos, so after each one the
/// checklist reads them again, quietly: the to-dos shown stay, a failure of that read is
/// dropped, and the answer keeps the store warm for a later run without the network.
/// ``Action/reread`` does the same for a change saved elsewhere.
///
/// ```swift
/// let store = Store(
///   initialState: TodoChecklistFeature.State(userID: 1), reducer: TodoChecklistFeature())
/// await store.send(.load)
/// await store.send(.toggle(4))
/// ```
public struct TodoChecklistFeature: Reducer {
  public struct State: Sendable, Hashable {
    /// The owner whose to-dos are shown, or `nil` for every to-do.
    public var userID: User.ID?
    /// The to-dos as loaded and changed since, in the server's order.
    public var todos: Loadable<[Todo]>
    public var filter: TodoFilter
    /// Why the last change was refused, until the person changes the checklist again: a load,
    /// a filter or a toggle. It stays while the cursor moves, which is a front end's state and
    /// sends the checklist nothing, and over later answers of the server: a refusal often comes
    /// after the person has moved on, and is the only word of why the to-do flipped back.
    public var message: String?
    /// The value of `completed` each to-do being saved had before its change: what a refusal
    /// restores.
    public var saving: [Todo.ID: Bool]
    /// The to-dos toggled again while their change was being saved: once the server has
    /// answered, the value shown is sent if it differs from the one saved.
    public var queued: Set<Todo.ID>

    public init(
      userID: User.ID? = nil, filter: TodoFilter = .all, todos: Loadable<[Todo]> = .loading
    ) {
      self.userID = userID
      self.todos = todos
      self.filter = filter
      self.message = nil
      self.saving = [:]
      self.queued = []
    }

    /// The to-dos that ``filter`` lets through, in order; empty until they are loaded.
    public var visibleTodos: [Todo] {
      (todos.value ?? []).filter { filter.admits($0) }
    }

    /// How many loaded to-dos `filter` lets through.
    public func count(_ filter: TodoFilter) -> Int {
      (todos.value ?? []).count { filter.admits($0) }
    }
  }

  public enum Action: Sendable, Hashable {
    /// Requests the to-dos. A load still in flight is cancelled and its response dropped.
    case load
    /// Requests the to-dos again as ``load`` does, but keeps what the checklist shows (the
    /// to-dos, a failure, the message) until the answer comes, as a ``todosResponse(_:)``.
    case revalidate
    case todosResponse(Result<[Todo], LoadFailure>)
    case setFilter(TodoFilter)
    /// Shows the next filter: all, done, pending, and all again.
    case cycleFilter
    /// Flips the to-do's `completed` at once and saves it: at once, or, while the to-do's last
    /// change is being saved, once the server has answered it.
    case toggle(Todo.ID)
    case toggleResponse(Todo.ID, Result<Todo, LoadFailure>)
    /// Reads the to-dos again quietly, as after a saved change, for a change saved elsewhere:
    /// the answer is a ``rereadResponse(_:)``.
    case reread
    /// The outcome of the quiet read of the to-dos after a saved change: taken only while
    /// they are shown, a failure dropped.
    case rereadResponse(Result<[Todo], LoadFailure>)
  }

  private enum CancelID {
    case load
    case reread
  }

  private let fetch: @Sendable (TodoQuery) async throws -> Page<Todo>
  private let update: @Sendable (Todo.ID, TodoChanges) async throws -> Todo

  /// Creates the checklist, loading and saving through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.init(fetch: client.todos, update: client.updateTodo)
  }

  public init(
    fetch: @escaping @Sendable (TodoQuery) async throws -> Page<Todo>,
    update: @escaping @Sendable (Todo.ID, TodoChanges) async throws -> Todo
  ) {
    self.fetch = fetch
    self.update = update
  }

  /// Applies `action`. A load, a filter or a toggle clears ``State/message``; the answers of the
  /// server do not, so a refusal stays shown until the person does something.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load:
      state.message = nil
      state.todos = .loading
      return read(state.userID, as: Action.todosResponse)
        .cancellable(id: CancelID.load, cancelInFlight: true)

    case .revalidate:
      return read(state.userID, as: Action.todosResponse)
        .cancellable(id: CancelID.load, cancelInFlight: true)

    case .todosResponse(.success(let todos)):
      state.adopt(todos)
      return .none

    case .rereadResponse(.success(let todos)):
      guard state.todos.value != nil else { return .none }
      state.adopt(todos)
      return .none

    case .rereadResponse(.failure):
      return .none

    case .todosResponse(.failure(let failure)):
      state.todos = .failed(failure)
      return .none

    case .setFilter(let filter):
      state.message = nil
      state.filter = filter
      return .none

    case .cycleFilter:
      state.message = nil
      state.filter = state.filter.next
      return .none

    case .toggle(let id):
      state.message = nil
      guard let todo = state.todo(id) else { return .none }
      state.setCompleted(!todo.completed, of: id)
      guard state.saving[id] == nil else {
        state.queued.insert(id)
        return .none
      }
      state.saving[id] = todo.completed
      return save(id, completed: !todo.completed)

    case .toggleResponse(let id, .success(let saved)):
      let shown = state.todo(id)?.completed
      state.saving[id] = nil
      if state.queued.remove(id) != nil, let shown, shown != saved.completed {
        // Toggled again while the change was saved: the value shown is sent in turn.
        state.saving[id] = saved.completed
        var confirmed = saved
        confirmed.completed = shown
        state.replace(id, by: confirmed)
        return save(id, completed: shown)
      }
      state.replace(id, by: saved)
      return reduce(into: &state, action: .reread)

    case .reread:
      return read(state.userID, as: Action.rereadResponse)
        .cancellable(id: CancelID.reread, cancelInFlight: true)

    case .toggleResponse(let id, .failure(let failure)):
      state.queued.remove(id)
      guard let before = state.saving.removeValue(forKey: id) else { return .none }
      state.setCompleted(before, of: id)
      let title = state.todo(id)?.title ?? "to-do \(id)"
      let wanted = before ? "not done" : "done"
      state.message = "could not mark \"\(title)\" \(wanted): \(failure.message)"
      return .none
    }
  }

  /// Sends the change of to-do `id` to `completed`, and its answer as a ``Action/toggleResponse(_:_:)``.
  private func save(_ id: Todo.ID, completed: Bool) -> Effect<Action> {
    .run { [update] send in
      do {
        let saved = try await update(id, TodoChanges(completed: completed))
        await send(.toggleResponse(id, .success(saved)))
      } catch {
        await send(.toggleResponse(id, .failure(LoadFailure(error))))
      }
    }
  }
}

extension TodoChecklistFeature {
  /// Reads the to-dos of `userID` (every to-do when `nil`) and sends the outcome as `response`.
  fileprivate func read(
    _ userID: User.ID?,
    as response: @escaping @Sendable (Result<[Todo], LoadFailure>) -> Action
  ) -> Effect<Action> {
    .run { [fetch] send in
      do {
        let page = try await fetch(TodoQuery(userID: userID))
        await send(response(.success(page.items)))
      } catch {
        await send(response(.failure(LoadFailure(error))))
      }
    }
  }
}

extension TodoChecklistFeature.State {
  /// Shows `todos` as the server gave them, with each change still being saved kept over them.
  fileprivate mutating func adopt(_ todos: [Todo]) {
    let shown = Dictionary(
      (self.todos.value ?? []).map { ($0.id, $0.completed) },
      uniquingKeysWith: { first, _ in first })
    self.todos = .loaded(
      todos.map { todo in
        guard let before = saving[todo.id] else { return todo }
        var changed = todo
        changed.completed = shown[todo.id] ?? !before
        return changed
      })
  }

  fileprivate func todo(_ id: Todo.ID) -> Todo? {
    todos.value?.first { $0.id == id }
  }

  fileprivate mutating func setCompleted(_ completed: Bool, of id: Todo.ID) {
    guard var todo = todo(id) else { return }
    todo.completed = completed
    replace(id, by: todo)
  }

  fileprivate mutating func replace(_ id: Todo.ID, by todo: Todo) {
    guard var todos = todos.value, let index = todos.firstIndex(where: { $0.id == id }) else {
      return
    }
    todos[index] = todo
    self.todos = .loaded(todos)
  }
}
