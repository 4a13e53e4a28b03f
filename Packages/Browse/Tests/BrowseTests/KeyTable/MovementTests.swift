import TerminalKit
import Testing

@testable import Browse

/// The moves of every screen: how far each key goes, and the help's lines of them.
struct MovementTests {
  @Test func theMovesOfAKeyAreRowsPagesOrEnds() {
    #expect(Movement.delta(for: .character("j"), page: 20) == 1)
    #expect(Movement.delta(for: .up, page: 20) == -1)
    #expect(Movement.delta(for: .control("d"), page: 20) == 10)
    #expect(Movement.delta(for: .control("u"), page: 1) == -1, "half a page is a row at least")
    #expect(Movement.delta(for: .pageUp, page: 20) == -20)
    #expect(Movement.delta(for: .character("G"), page: 20) == .max)
    #expect(Movement.delta(for: .home, page: 20) == .min)
    #expect(Movement.delta(for: .character("x"), page: 20) == nil)
  }

  @Test func theHelpSaysEveryMoveOnceFromTheSameLines() {
    let keys = Movement.lines.flatMap(\.keys)
    #expect(Set(keys).count == keys.count)
    for line in Movement.lines {
      #expect(BrowseFeature.keys.lines.contains { $0.label == line.label && $0.keys == line.keys })
    }
  }
}
