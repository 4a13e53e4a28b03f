import Features
import ScreenKit
import Synchronization
import TerminalKit

/// What the tests' list tells its program.
enum PeopleMessage: PressAgainDelegate {
  case notice(String)
  case pressAgain([Key], pressedWhile: String)
}

/// A list of people read at once (`ListFeature`), as another API's list screen would be: the
/// tests' ``ListResource``. Enter says the name under the cursor; `d` asks to delete the person
/// under it, and `u` brings the last one back within the undo window.
struct PeopleList: ListResource {
  typealias State = ListFeature<String, Person>.State
  typealias Action = ListFeature<String, Person>.Action
  typealias Target = Int
  typealias Delegate = PeopleMessage

  static let rowName = "person"
  static let rowsName = "people"
  static let headerRows = 1
  static var columns: [SortColumn<Person>] { Person.sortColumns }
  static let keys = KeyTable<Screen, Screen.State, Effect<Screen.Action>>(
    [
      ListKeys.open("say the name", nothing: "no one to open", hasItem: { $0.selectedRow != nil }) {
        _, state in .send(.delegate(.notice(state.selectedRow?.name ?? "")))
      }
    ] + ListKeys.searching("search the people") + [
      ListKeys.sort(),
      KeyBinding([.character("d")], "d", "delete the person") { screen, state in
        guard let person = state.selectedRow else { return .none }
        return screen.askToDelete(
          person, title: person.name, refusal: { "offline: \($0) is not deleted" }, &state)
      },
      ListKeys.undoDelete(within: "5 seconds"),
    ] + ListKeys.moves())

  let people: ListFeature<String, Person>

  static func id(of row: Person) -> Int { row.id }
  static func rows(_ state: Screen.State) -> [Person] { state.page.value?.items ?? [] }
  static func isLoading(_ state: Screen.State) -> Bool { state.page.isLoading }
  static func failure(_ state: Screen.State) -> LoadFailure? { state.page.failure }
  static func target(of row: Person) -> Int? { row.id }

  func appear(_ state: inout Screen.State) -> Effect<Screen.Action> {
    state.loadOnce { reduce(.load, &$0) }
  }

  func reload(_ state: inout Screen.State) -> Effect<Screen.Action> {
    reduce(.revalidate, &state)
  }

  func retry(_ state: inout Screen.State) -> Effect<Screen.Action> {
    reduce(.retry, &state)
  }

  func reduce(_ action: Action, _ state: inout Screen.State) -> Effect<Screen.Action> {
    let effect = people.reduce(into: &state.resource, action: action)
      .map(Screen.Action.resource)
    state.indexSearch(force: true)
    state.followCursor()
    guard case .pageResponse(let result) = action else { return effect }
    let answered = state.answered((try? result.get())?.items, by: self, isOffline: false) { _ in
      .none
    }
    return .merge(effect, answered)
  }
}

extension PeopleList {
  /// Forty people, `Person 1` to `Person 40`, in Springfield but for every fourth, in Shelbyville.
  static let forty = (1...40).map { id in
    Person(id: id, name: "Person \(id)", city: id.isMultiple(of: 4) ? "Shelbyville" : "Springfield")
  }

  /// A list screen of `people`, in a terminal of `size`, each read failing with `failure` when
  /// given, its store, and the screen's state before it appears.
  static func store(
    _ people: [Person] = forty, size: TerminalSize = TerminalSize(columns: 60, rows: 12),
    failure: LoadFailure? = nil, deleted: DeletedLog? = nil, clock: HeldClock = HeldClock(),
    fetch: (@Sendable () async -> Void)? = nil
  ) -> Store<ListHost> {
    let feature = ListFeature<String, Person> { _ in
      await fetch?()
      if let failure { throw failure }
      return Page(items: people, totalCount: people.count)
    }
    return Store(
      initialState: ListHost.State(
        list: ListScreen<PeopleList>.State(.init(query: "all"), size: size)),
      reducer: ListHost(
        list: ListScreen(
          PeopleList(people: feature),
          deletions: deleted.map { log in
            // A window that only `u`, or sending what is pending, ends.
            DeletionList(
              deletion: DeletionFeature(undoWindow: .seconds(5), clock: clock) { id in
                log.ids.withLock { $0.append(id) }
              })
          },
          isOffline: false)))
  }
}

/// The ids a test's list sent deletions for, in order.
final class DeletedLog: Sendable {
  let ids = Mutex<[Int]>([])
}

/// What a program does around the list: it keeps what the list said, and presses again the
/// keys it kept.
struct ListHost: Reducer {
  struct State: Sendable, Hashable {
    var list: ListScreen<PeopleList>.State
    var said: [PeopleMessage] = []
  }

  let list: ListScreen<PeopleList>

  func reduce(into state: inout State, action: ListScreen<PeopleList>.Action)
    -> Effect<ListScreen<PeopleList>.Action>
  {
    guard case .delegate(let message) = action else {
      return list.reduce(into: &state.list, action: action)
    }
    state.said.append(message)
    guard case .pressAgain(let keys, _) = message else { return .none }
    return .merge(keys.map { .send(.key($0)) })
  }
}
