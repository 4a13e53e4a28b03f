import Features
import Foundation
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct BrowseViewTests {

  private static func state(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), titles: [String]
  ) -> BrowseState {
    let posts = titles.enumerated().map { index, title -> JSONObject in
      ["userId": 1, "id": .number(JSONNumber(index + 1)), "title": .string(title), "body": "Text"]
    }
    return .withPosts(posts, size: size)
  }

  private func lines(_ state: BrowseState, usesColor: Bool = false) -> [String] {
    let buffer = BrowseView(state: state, usesColor: usesColor).render()
    return (0..<buffer.size.rows).map { row in
      var line = buffer.text(ofRow: row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  @Test func drawsTheTabsTheListAndTheStatusLine() {
    let lines = lines(Self.state(titles: ["First", "Ramen notes from 東京 🍜"]))
    checkEqual(lines[0], "[Posts]· Users · Comments · Albums · Photos · Todos")
    checkEqual(lines[1], "  id  title                     user           body")
    checkEqual(lines[2], "›  1  First                     Leanne Graham  Text")
    checkEqual(lines[3], "   2  Ramen notes from 東京 🍜  Leanne Graham  Text")
    check(lines[23].hasPrefix(" post 1 of 2"))
    check(lines[23].hasSuffix("⏎ open  / search  S sort  y copy  c create  r refresh  ? help"))
  }

  @Test func anEmptyTitleIsADashAsOnThePostsScreen() {
    let lines = lines(Self.state(titles: ["First", "", " "]))
    checkEqual(lines[3], "   2  —      Leanne Graham  Text")
    checkEqual(lines[4], "   3  —      Leanne Graham  Text")
  }

  @Test func rowsAreCutToTheWidthWithoutSplittingAWideCharacter() {
    let title = String(repeating: "東", count: 40)
    let state = Self.state(size: TerminalSize(columns: 40, rows: 10), titles: [title])
    for line in lines(state) {
      check(line.displayWidth <= 40, "\(line)")
    }
    check(lines(state)[2].contains("…"))
  }

  @Test func theCursorsRowIsReversedOnlyWithColour() {
    let state = Self.state(titles: ["First", "Second"])
    let coloured = BrowseView(state: state, usesColor: true).render()
    check(coloured[2, 5].style.contains(.reverse))
    check(!coloured[3, 5].style.contains(.reverse))
    let plain = BrowseView(state: state, usesColor: false).render()
    check(plain.cells.allSatisfy { $0.style.isEmpty })
  }

  @Test func theCachesWarningIsInTheStatusLineWrappedAtTheWidth() {
    var state = Self.state(titles: ["First"])
    let warning = "showing data from 5 seconds ago: the server answered 503 Service Unavailable"
    state.warning = "warning: \(warning)"
    let status = lines(state)[21...23]
    checkEqual(status.first?.hasPrefix(" post 1 of 1 "), true)
    let text = status.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
    checkEqual(text.joined(separator: " "), "warning: \(warning)")
    check(status.allSatisfy { $0.displayWidth <= 80 })
  }

  @Test func serverTextIsInert() {
    let lines = lines(Self.state(titles: ["Bad \u{1B}]0;pwned\u{07} title"]))
    check(lines[2].contains("Bad ^[]0;pwned^G title"))
  }

  @Test func aTooSmallTerminalSaysSo() {
    let state = Self.state(size: TerminalSize(columns: 39, rows: 24), titles: ["First"])
    checkEqual(lines(state)[0], "terminal too small")
    checkEqual(lines(state)[1], "(at least 40×10)")
  }

  @Test func at40ColumnsTheHelpWrapsWhatEachKeyDoesRatherThanCutIt() {
    var state = Self.state(size: TerminalSize(columns: 40, rows: 40), titles: ["First"])
    state.help = 0
    let shown = lines(state)
    check(shown.allSatisfy { $0.displayWidth <= 40 })
    check(!shown.dropFirst().contains { $0.contains("…") }, "\(shown)")
    let search = shown.firstIndex { $0.hasPrefix("  /") }
    let text = search.map { first in
      let rest = shown[(first + 1)...].prefix { $0.hasPrefix("   ") && !$0.isEmpty }
      return ([shown[first].dropFirst(3)] + rest.map { Substring($0) }).joined(separator: " ")
    }
    checkEqual(
      text?.split(separator: " ").joined(separator: " "),
      "search the records: as typed among those loaded, Enter on the server", "\(shown)")
  }

}
