import Features
import ScreenKit
import TerminalKit

/// A shelf's books as the kit's detail screen shows a record that is not lines of text: the
/// tests' ``DetailResource`` that takes the moves, keys before its table and the layout, and
/// that is not deleted from its screen. `↓` `↑` pick a book; `t` starts a label, which takes
/// every key typed until Enter.
struct ShelfDetails: DetailResource {
  typealias ID = Int
  typealias Value = [String]
  typealias Delegate = ShelfMessage

  /// The book picked, the label typed, and how many times the shelf was laid out.
  struct Extra: Sendable, Hashable {
    var picked = 0
    var label: String?
    var layouts = 0
  }

  static let noun = "shelf"
  let detail: DetailFeature<Int, [String]>
  let isOffline: Bool

  static func lines(of detail: Detail, width: Int, usesColor: Bool) -> [String] { [] }

  static func deletionTarget(of id: Int) -> Int? { nil }

  static let keys = Screen.Keys(
    [
      KeyBinding([.character("t")], "t", "label the shelf") { _, state in
        state.extra.label = ""
        return .none
      },
      Screen.back(rank: 50), Screen.deletion, Screen.refresh,
    ] + Screen.moves)

  func move(_ move: Movement.Move, _ state: inout Screen.State) -> Bool {
    let books = state.detail.detail.value?.count ?? 0
    state.extra.picked = max(0, min(books - 1, state.extra.picked + (move.forth ? 1 : -1)))
    return true
  }

  func take(_ key: Key, _ state: inout Screen.State) -> Screen.Keys.Press {
    guard let label = state.extra.label else { return .passed }
    switch key {
    case .enter: state.extra.label = nil
    case .character(let character): state.extra.label = label + String(character)
    case .tab: return .refused("Tab: not in a label")
    default: return .passed
    }
    return .done(.none)
  }

  func fit(_ state: inout Screen.State) {
    state.extra.layouts += 1
  }
}

extension ShelfDetails {
  /// A shelf of three books, read at once.
  static func store() -> Store<DetailHost<ShelfDetails>> {
    let feature = DetailFeature<Int, [String]> { _ in ["Dune", "Emma", "Ulysses"] }
    let size = TerminalSize(columns: 60, rows: 12)
    return Store(
      initialState: DetailHost.State(screen: .init(id: 1, size: size, extra: Extra())),
      reducer: DetailHost(screen: DetailScreen(ShelfDetails(detail: feature, isOffline: false))))
  }
}
