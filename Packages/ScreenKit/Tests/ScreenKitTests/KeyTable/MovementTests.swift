import TerminalKit
import TestSupport
import Testing

@testable import ScreenKit

/// The moves of every screen: how far each key goes, and the help's lines of them.
struct MovementTests {
  /// The moves as bindings, each giving how far it goes in a page of the rows its state holds.
  private static let table = KeyTable<Void, Int, Int>(
    Movement.bindings(wait: .moves) { _, page, move in move.delta(page: page) })

  private static func delta(for key: Key, page: Int) -> Int? {
    var rows = page
    guard case .done(let delta) = table.press(key, on: (), &rows) else { return nil }
    return delta
  }

  @Test func theMovesOfAKeyAreRowsPagesOrEnds() {
    checkEqual(Self.delta(for: .character("j"), page: 20), 1)
    checkEqual(Self.delta(for: .up, page: 20), -1)
    checkEqual(Self.delta(for: .control("d"), page: 20), 10)
    checkEqual(Self.delta(for: .control("u"), page: 1), -1, "half a page is a row at least")
    checkEqual(Self.delta(for: .pageUp, page: 20), -20)
    checkEqual(Self.delta(for: .character("G"), page: 20), .max)
    checkEqual(Self.delta(for: .home, page: 20), .min)
    checkEqual(Self.delta(for: .character("x"), page: 20), nil)
  }

  @Test func whileTextIsTypedTheLettersAndControlKeysPassOnAndTheOthersStillMove() {
    // The state is whether text is typed.
    let table = KeyTable<Void, Bool, Int>(
      Movement.bindings(typing: { $0 }, wait: .moves) { _, _, move in move.delta(page: 10) })
    func delta(_ key: Key, typing: Bool) -> Int? {
      var state = typing
      guard case .done(let delta) = table.press(key, on: (), &state) else { return nil }
      return delta
    }
    for key in [Key.character("j"), .character("G"), .control("d"), .control("u")] {
      checkEqual(delta(key, typing: true), nil, "\(key) is typed")
      check(delta(key, typing: false) != nil, "\(key) moves")
    }
    for key in [Key.down, .up, .pageDown, .pageUp, .home, .end] {
      checkEqual(delta(key, typing: true), delta(key, typing: false), "\(key) moves")
      check(delta(key, typing: true) != nil)
    }
  }

  @Test func theBindingsHaveNoWordsAndTheLinesSayEveryKeyOnce() {
    check(Self.table.bindings.allSatisfy { $0.help.isEmpty && $0.wait == .moves })
    let keys = Movement.lines.flatMap(\.keys)
    checkEqual(Set(keys).count, keys.count)
  }
}
