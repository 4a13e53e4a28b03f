import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension TodosList: TabResource {
  static var tab: JSONPlaceholderTab { .todos }

  static func emptyList(size: TerminalSize) -> Screen.State { Screen.State(size: size) }

  static func reload(selecting id: String?, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    let select = id.flatMap { Int($0) }.map { browser.todosList(.select(Todo.ID($0)), &state) }
    return .merge(browser.todosList(.reload, &state), select ?? .none)
  }

  /// A filter clicked: the to-dos it admits; a to-do ticked on another list: the to-dos are read
  /// again, so that the store keeps what the change made it drop.
  static func action(for input: ScreenInput, in state: Screen.State) -> Screen.Action? {
    if case .choose(let index) = input {
      return TodoFilter.allCases.element(at: index).map { .resource(.chooseFilter($0)) }
    }
    guard case .changed(let change) = input else {
      return input.listAction(target: deletionTarget(of:))
    }
    guard case .updated(let key, _) = change, key.resource.name == tab.records.name else {
      return nil
    }
    return .resource(.reread)
  }

  /// Not while the filter above the to-dos has the focus.
  static func cursorIsOnRows(_ state: Screen.State) -> Bool {
    !state.selectorHasFocus
  }

  /// A user's to-dos opened straight from the command line (`:todos 3`), over no screen of
  /// theirs, are named after the user first, as those opened from the user's screen are.
  static func crumbs(
    _ state: Screen.State, over below: OpenedScreen.State?, in browser: BrowseState
  )
    -> [String]
  {
    guard let userID = state.checklist.userID,
      below?.as(UserScreen.State.self)?.detail.userID != userID
    else { return [crumb(state)] }
    return [browser.userNames[userID]?.sanitizedForTerminalLine ?? "user \(userID)", crumb(state)]
  }

  static var command: String { "todos" }
  /// A number after `:todos` names a user.
  static var idNoun: String { "user" }
  /// `:todos Ervin` looks for the user among the users.
  static var findsIn: BrowsedResource.Screens { .users }

  /// `:todos 2`: user 2's to-dos, over the users, or that there is no such user when every
  /// user is loaded.
  static func open(_ id: Int, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    let id = User.ID(id)
    guard !UsersList.isMissing(id, state) else {
      state.notice = "No user \(id)."
      return .none
    }
    let screen = TodosScreen.State(userID: id, size: state.size)
    return .merge(
      browser.commandLine.selectList(.users, &state), browser.usersList(.select(id), &state),
      browser.open(screen, &state))
  }
}

/// A user's to-dos, opened over their screen, are the To-dos tab's list again.
extension TodosList: OpenedList {
  static func screen(_ context: ScreenContext) -> Screen { context.todos }

  static func state(opening user: User.ID, in browser: BrowseState) -> Screen.State {
    TodosScreen.State(userID: user, size: browser.size)
  }
}

extension BrowseDelegate.Destination {
  /// User `id`'s to-dos.
  static func todos(_ id: User.ID) -> Self { Self(TodosScreen.State.self, id) }
}

extension TodosList {
  /// What the list tells the browser of `todo`, saved where it is listed: its record as the
  /// server saved it.
  static func saved(_ todo: Todo) -> BrowseDelegate? {
    record(of: todo).map { .changed(.updated(recordKey(of: todo), $0)) }
  }
}
