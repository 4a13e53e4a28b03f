import Features
import TerminalKit
import Testing

@testable import Browse

/// The keys every list shares, declared once with what they do.
struct ListKeysTests {
  /// The keys of a list's table that another part takes before it: the copy, the browser's.
  private static let takenBefore: Set<Key> = [.character("y"), .character("Y")]

  private static func keysWithoutAction<Screen, State, Outcome>(
    _ table: KeyTable<Screen, State, Outcome>
  ) -> [Key] {
    table.bindings.filter { $0.action == nil }.flatMap(\.keys)
      .filter { !takenBefore.contains($0) }
  }

  @Test func everyKeyOfAListsTableDoesWhatItsBindingSays() {
    #expect(Self.keysWithoutAction(PostsScreen.keys).isEmpty)
    #expect(Self.keysWithoutAction(UsersScreen.keys).isEmpty)
    #expect(Self.keysWithoutAction(AlbumsScreen.keys).isEmpty)
    #expect(Self.keysWithoutAction(TodosScreen.keys).isEmpty)
    #expect(Self.keysWithoutAction(AlbumScreen.keys).isEmpty)
  }

  @Test func everyListHasTheMovesTheSearchTheMatchesAndTheSort() {
    let shared: [Key] =
      Movement.lines.flatMap(\.keys) + [
        .character("/"), .escape, .character("n"), .character("N"), .character("S"),
      ]
    for (name, knows) in [
      ("posts", PostsScreen.keys.knows), ("users", UsersScreen.keys.knows),
      ("albums", AlbumsScreen.keys.knows), ("to-dos", TodosScreen.keys.knows),
    ] {
      #expect(shared.allSatisfy(knows), "\(name)")
    }
  }

  @Test func theMovesOfAListGoAsFarAsMovementSays() {
    let moves: [KeyBinding<UsersScreen, UsersScreen.State, Effect<UsersScreen.Action>>] =
      ListKeys.moves()
    #expect(moves.count == 2 * Movement.lines.count)
    #expect(moves.allSatisfy { $0.wait == .moves && $0.help.isEmpty })
    #expect(moves.first?.keys == Movement.lines.first?.back)
  }
}
