import Features
import Foundation
import ScreenKit
import TerminalKit
import TestSupport
import Testing

/// The code of the "Getting Started with ScreenKit" article (`ScreenKit.docc/GettingStarted.md`),
/// unchanged, with what the article says about it asserted.
@Suite struct GettingStartedTests {
  @Test func declareAScreensKeys() {
    struct Counter {
      var count = 0
    }
    let keys = KeyTable<Void, Counter, String>([
      KeyBinding([.character("+"), .up], "+, ↑", "count up", hint: KeyHint("+ up", rank: 10)) {
        _, counter in
        counter.count += 1
        return "up"
      },
      KeyBinding(
        [.character("-")], "-", "count down",
        refusal: { $0.count == 0 ? "nothing to count down" : nil }
      ) { _, counter in
        counter.count -= 1
        return "down"
      },
    ])
    var counter = Counter()
    let down = keys.press(.character("-"), on: (), &counter)
    // down is .refused("nothing to count down"): the status line says why
    let up = keys.press(.up, on: (), &counter)
    // up is .done("up"), and counter.count is 1
    let help = keys.lines.map { "\($0.label)  \($0.help)" }
    // help == ["+, ↑  count up", "-  count down"]
    let hints = keys.rankedHints(for: counter)
    // hints == ["+ up"]

    guard case .refused("nothing to count down") = down, case .done("up") = up else {
      Issue.record("- is refused at 0, and ↑ counts up")
      return
    }
    checkEqual(counter.count, 1)
    checkEqual(help, ["+, ↑  count up", "-  count down"])
    checkEqual(hints, ["+ up"])
  }

  @Test func holdTheKeysPressedWhileTheRowsCome() {
    var cursor = ListCursor()
    cursor.move(by: 5, count: 0, visibleRows: 10, canGrow: true)
    let held = cursor.hold(.enter, count: 0, canGrow: true, goesOn: false)
    // held is true: Enter needs a row, so it waits for the rows
    cursor.follow(count: 20, visibleRows: 10, canGrow: false)
    let release = cursor.releaseHeldKeys(count: 20, canGrow: false, rowsName: "users")
    // cursor.row is 5, and release == .pressAgain([.enter], pressedWhile: "the users loaded")

    check(held)
    checkEqual(cursor.row, 5)
    checkEqual(release, .pressAgain([.enter], pressedWhile: "the users loaded"))
  }

  @Test func searchAndSortAList() {
    struct City: Searchable {
      var name: String
      var people: Int
      var searchableFields: [String] { [name] }
    }
    let cities = [
      City(name: "Zürich", people: 421_878), City(name: "München", people: 1_512_491),
      City(name: "Lyon", people: 522_250),
    ]
    var search = ListSearch()
    search.index(cities)
    _ = search.open()
    for character in "mun" { _ = search.press(.character(character)) }
    let found = search.rows(of: cities).map(\.name)
    // found == ["München"]: the query matches without case or accents
    let columns = [
      SortColumn<City>("n", "name", header: "NAME") { .folding($0.name) },
      SortColumn<City>("p", "people", header: "PEOPLE") { .number($0.people) },
    ]
    var sort = ListSort()
    _ = sort.choose()
    _ = sort.press(.character("p"), letters: columns.map(\.letter))
    let sorted = sort.sorted(cities, by: columns).map(\.name)
    // sorted == ["Zürich", "Lyon", "München"], and sort.said(columns) == "sorted by people ↑"

    checkEqual(found, ["München"])
    checkEqual(sorted, ["Zürich", "Lyon", "München"])
    checkEqual(sort.said(columns), "sorted by people ↑")
  }

  @Test func sayWhereTheDataCameFrom() {
    var origin = ScreenOrigin()
    let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
    origin.record(.stored(at: storedAt))
    let asksAgain = origin.take(succeeded: true, isOffline: false)
    // asksAgain is true: the data came from the store, so the screen asks the server again, once
    let note = origin.shown.note(at: storedAt + 180, offline: false)
    // note == "updated 3 minutes ago"

    check(asksAgain)
    checkEqual(note, "updated 3 minutes ago")
    let asksAgainLater = origin.take(succeeded: true, isOffline: false)
    check(!asksAgainLater, "once")
  }
}
