import TerminalKit
import TestSupport
import Testing

@testable import ScreenKit

/// A table of two keys on a counter: what pressing them gives, why one does nothing, and the
/// hints and lines read from it.
struct KeyTableTests {
  private struct Counter {
    var count = 0
  }

  private struct Screen {
    var step = 1
  }

  private static let table = KeyTable<Screen, Counter, String>([
    KeyBinding(
      [.character("+"), .up], "+, ↑", "count up", hint: KeyHint("+ up", rank: 20)
    ) { screen, counter in
      counter.count += screen.step
      return "up"
    },
    KeyBinding(
      [.character("-")], "-", "count down",
      hint: KeyHint("- down", rank: 10) { $0.count > 0 },
      refusal: { $0.count == 0 ? "-: nothing to count down" : nil }
    ) { _, counter in
      counter.count -= 1
      return "down"
    },
    KeyBinding([.character("/")], "/", "search", action: nil),
    KeyBinding([], "click", "", action: nil),
  ])

  @Test func bindingsAddedFirstTakeTheirKeysAndLeaveTheRest() {
    let reset = KeyBinding<Screen, Counter, String>([.up], "↑", "reset") { _, counter in
      counter.count = 0
      return "reset"
    }
    let down = KeyBinding<Screen, Counter, String>([.character("-")], "-", "down twice") { _, _ in
      "twice"
    }
    let added = Self.table.adding(first: [reset, down])

    checkEqual(added.lines.map(\.help), ["reset", "down twice", "count up", "search", ""])
    var counter = Counter(count: 5)
    guard case .done(let outcome) = added.press(.up, on: Screen(), &counter) else {
      Issue.record("↑ is on the table")
      return
    }
    checkEqual(outcome, "reset")
    guard case .done(let plus) = added.press(.character("+"), on: Screen(), &counter) else {
      Issue.record("+ is still the table's own")
      return
    }
    checkEqual(plus, "up")
    checkEqual(Self.table.adding(first: []).lines, Self.table.lines)
  }

  @Test func aBindingAddedThatAppliesOnlyInSomeStatesLeavesTheTablesOwnForTheRest() {
    let reset = KeyBinding<Screen, Counter, String>(
      [.character("-")], "-", "reset once past 9", when: { $0.count > 9 },
      action: { _, counter in
        counter.count = 0
        return "reset"
      })
    let added = Self.table.adding(first: [reset])
    var counter = Counter(count: 10)

    guard case .done(let past) = added.press(.character("-"), on: Screen(), &counter) else {
      Issue.record("- is on the table past 9")
      return
    }
    checkEqual(past, "reset")
    counter.count = 3
    guard case .done(let below) = added.press(.character("-"), on: Screen(), &counter) else {
      Issue.record("- is still the table's own below 10")
      return
    }
    checkEqual(below, "down")
    checkEqual(counter.count, 2)
  }

  @Test func aKeyDoesWhatItsBindingDoesWithTheScreen() {
    var counter = Counter()
    guard case .done(let outcome) = Self.table.press(.up, on: Screen(step: 3), &counter) else {
      Issue.record("↑ is on the table")
      return
    }
    checkEqual(outcome, "up")
    checkEqual(counter.count, 3)
  }

  @Test func aKeyThatDoesNothingHereSaysWhyAndChangesNothing() {
    var counter = Counter()
    guard case .refused(let reason) = Self.table.press(.character("-"), on: Screen(), &counter)
    else {
      Issue.record("- is refused at 0")
      return
    }
    checkEqual(reason, "-: nothing to count down")
    checkEqual(counter.count, 0)
  }

  @Test func aKeyOffTheTableOrTakenBeforeItIsPassed() {
    var counter = Counter()
    for key in [Key.character("z"), .character("/")] {
      guard case .passed = Self.table.press(key, on: Screen(), &counter) else {
        Issue.record("\(key) is passed")
        continue
      }
    }
    check(Self.table.knows(.character("/")))
    check(!Self.table.knows(.character("z")))
  }

  @Test func aKeyPressesTheFirstBindingThatAppliesAndOneThatAppliesNowhereIsPassed() {
    let table = KeyTable<Screen, Counter, String>([
      KeyBinding([.character("z")], "z", "zero", when: { $0.count > 0 }) { _, counter in
        counter.count = 0
        return "zeroed"
      },
      KeyBinding([.character("z"), .character("x")], "", "", when: { $0.count < 0 }) { _, _ in
        "below"
      },
      KeyBinding([.character("z")], "", "") { _, _ in "at zero" },
    ])
    var counter = Counter(count: 2)
    guard case .done("zeroed") = table.press(.character("z"), on: Screen(), &counter) else {
      Issue.record("z zeroes a count above zero")
      return
    }
    guard case .done("at zero") = table.press(.character("z"), on: Screen(), &counter),
      case .passed = table.press(.character("x"), on: Screen(), &counter)
    else {
      Issue.record("at zero, z is the last binding's, and x applies nowhere")
      return
    }
    check(table.unreachableKeys.isEmpty)
    let shadowed = KeyTable<Screen, Counter, String>(table.bindings.reversed())
    checkEqual(shadowed.unreachableKeys, [.character("z"), .character("z")])
  }

  @Test func theHintsAreThoseThatShowByRank() {
    let hints = { (count: Int) in
      KeyTable<Screen, Counter, String>.ranked(Self.table.hints(for: Counter(count: count)))
    }
    checkEqual(hints(0), ["+ up"])
    checkEqual(hints(2), ["- down", "+ up"])
  }

  @Test func whileASearchFiltersOnlyTheHintsThatGoWithItShow() {
    let table = KeyTable<Screen, Counter, String>([
      KeyBinding([.character("a")], "", "", hint: KeyHint("a", rank: 1), action: nil),
      KeyBinding(
        [.character("b")], "", "", hint: KeyHint("b", rank: 2, whileFiltered: .shown),
        action: nil),
      KeyBinding(
        [.character("c")], "", "", hint: KeyHint("c", rank: 3, whileFiltered: .only), action: nil),
    ])
    checkEqual(table.hints(for: Counter()).map(\.text), ["a", "b"])
    checkEqual(table.hints(for: Counter(), filtered: true).map(\.text), ["b", "c"])
  }

  @Test func theHelpSaysTheKeysWithWords() {
    let lines = Self.table.lines.helpLines
    checkEqual(lines.map(\.label), ["+, ↑", "-", "/"])
    checkEqual(Self.table.lines.line(for: .up)?.help, "count up")
  }
}
