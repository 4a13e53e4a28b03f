import Features
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// The keys every list shares, declared once with what they do.
struct ListKeysTests {
  @Test func everyListHasTheMovesTheSearchTheMatchesAndTheSort() {
    let shared: [Key] =
      Movement.lines.flatMap(\.keys) + [
        .character("/"), .escape, .character("n"), .character("N"), .character("S"),
      ]
    for (name, knows) in [
      ("posts", PostsList.keys.knows), ("records", RecordsList.keys.knows),
    ] {
      #expect(shared.allSatisfy(knows), "\(name)")
    }
  }

  @Test func theCopyKeysAreThoseTheBrowserCopiesWith() {
    let copy: KeyBinding<Void, Int, Int> = ListKeys.copy("copy it")
    #expect(copy.keys == [.character("y"), .character("Y")])
    #expect(copy.label == "y, Y")
    #expect(copy.hint?.text == "y copy")
    #expect(ListKeys.copying(.character("Y")) == .json)
    #expect(ListKeys.copying(.character("j")) == nil)
  }

  @Test func theMovesOfAListAreThoseOfMovementGoingOnAsTheRowsCome() {
    let moves: [KeyBinding<PostsScreen, PostsScreen.State, Effect<PostsScreen.Action>>] =
      ListKeys.moves()
    #expect(moves.count == 2 * Movement.lines.count)
    #expect(moves.allSatisfy { $0.wait == .moves && $0.help.isEmpty })
    #expect(moves.first?.keys == Movement.lines.first?.back)
  }
}
