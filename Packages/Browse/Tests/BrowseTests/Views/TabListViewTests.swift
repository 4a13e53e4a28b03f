import Features
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// How a tab's list shares the width among its columns, and with the preview beside it from
/// 120 columns: the cut falls on the longest texts first, and the preview yields before a column
/// of short values is cut.
@Suite struct TabListViewTests {
  /// The screen of the browser on the tab of `resource`, which has read `records`, each linking
  /// by `userId` to the user `names` names, at `columns` × 12, each line without its trailing
  /// spaces.
  static func lines(
    _ records: [JSONObject], of resource: String, names: [Int: String] = [:], columns: Int
  ) -> [String] {
    let size = TerminalSize(columns: columns, rows: 12)
    var state = BrowseState(size: size)
    let tab = BrowseTab(resource: resource)
    state.tab = tab
    let browsed = BrowsedResource(name: resource)
    let rows = records.enumerated().map { place, record in
      var row = RecordRow(record, of: browsed, position: place, idField: "id")
      if case .number(let id)? = record["userId"], let name = id.integer.flatMap({ names[$0] }) {
        row.linkNames = ["userId": name]
      }
      return row
    }
    state.read(rows, on: tab)
    let buffer = BrowseView(state: state, usesColor: false).render()
    return (0..<buffer.size.rows).map { row in
      var line = buffer.text(ofRow: row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The cells before each `│` of `lines`, the rows of the body: where the preview starts.
  static func separators(_ lines: [String]) -> [Int?] {
    lines.dropFirst().prefix(10).map { line in
      line.firstIndex(of: "│").map { String(line[..<$0]).displayWidth }
    }
  }

  // MARK: the sample's to-dos

  /// The first to-dos of `app browse --sample`, Margaret Holloway's, and its longest title.
  static let sampleTodos: [JSONObject] = [
    ["userId": 1, "id": 1, "title": "Sharpen the kitchen knives before Friday", "completed": true],
    ["userId": 1, "id": 2, "title": "Return the borrowed ladder this weekend", "completed": false],
    ["userId": 1, "id": 9, "title": "Order a cake for Zoë's birthday 🎂", "completed": false],
    [
      "userId": 2, "id": 31, "title": "Check the recycling schedule first thing tomorrow",
      "completed": true,
    ],
  ]
  static let sampleUsers = [1: "Margaret Holloway", 2: "Renée Fontaine"]

  static func sampleTodos(columns: Int) -> [String] {
    lines(sampleTodos, of: "todos", names: sampleUsers, columns: columns)
  }

  @Test func at40TheTitleIsCutAndTheUserGivesWayToWhatSpaceFlips() {
    let lines = Self.sampleTodos(columns: 40)
    checkEqual(lines[1], "  id  title                    completed")
    checkEqual(lines[2], "›  1  Sharpen the kitchen kn…  [x]")
    checkEqual(lines[5], "  31  Check the recycling sc…  [x]")
  }

  @Test func at80OnlyTheLongestTitleIsCutAndTheUsersAreWhole() {
    let lines = Self.sampleTodos(columns: 80)
    checkEqual(
      lines[1], "  id  title                                         user               completed")
    checkEqual(
      lines[2], "›  1  Sharpen the kitchen knives before Friday      Margaret Holloway  [x]")
    checkEqual(
      lines[5], "  31  Check the recycling schedule first thing to…  Renée Fontaine     [x]")
  }

  @Test func at100NothingIsCut() {
    let lines = Self.sampleTodos(columns: 100)
    checkEqual(
      lines[5], "  31  Check the recycling schedule first thing tomorrow  Renée Fontaine     [x]")
    check(!lines.dropLast().contains { $0.contains("…") }, "\(lines)")
  }

  @Test func at120ThePreviewYieldsToTheTitlesAndTheUsers() {
    let lines = Self.sampleTodos(columns: 120)
    // The rows want 2 + 49 + 17 + 9 and the gaps, 83: more than the list's share, 63; the
    // preview keeps its least, 40 columns of 120.
    checkEqual(Self.separators(lines), Array(repeating: 80, count: 10))
    check(
      lines[2].hasPrefix("›  1  Sharpen the kitchen knives before Friday     Margaret Holloway"))
    check(lines[5].hasPrefix("  31  Check the recycling schedule first thing t…  Renée Fontaine"))
    check(lines[1].hasSuffix("│ Sharpen the kitchen knives before Fri…"), "\(lines[1])")
    check(lines[6].hasSuffix("│ userId     Margaret Holloway"), "\(lines[6])")
  }

  // MARK: JSONPlaceholder's to-dos: long titles beside the users' names

  static let oracleTodos: [JSONObject] = [
    ["userId": 1, "id": 1, "title": "delectus aut autem", "completed": false],
    [
      "userId": 1, "id": 2,
      "title":
        "laboriosam mollitia et enim quasi adipisci quia provident illum pariatur ipsam dolore",
      "completed": false,
    ],
    ["userId": 10, "id": 200, "title": "ipsam aperiam voluptates qui", "completed": false],
  ]
  static let oracleUsers = [1: "Leanne Graham", 10: "Clementina DuBuque"]

  static func oracleTodos(columns: Int) -> [String] {
    lines(oracleTodos, of: "todos", names: oracleUsers, columns: columns)
  }

  @Test func theLongTitleGivesWayBeforeTheUsersNames() {
    checkEqual(Self.oracleTodos(columns: 40)[3], "    2  laboriosam mollitia e…  [ ]")
    let at80 = Self.oracleTodos(columns: 80)
    checkEqual(
      at80[3], "    2  laboriosam mollitia et enim quasi adipisc…  Leanne Graham       [ ]")
    checkEqual(
      at80[4], "  200  ipsam aperiam voluptates qui                Clementina DuBuque  [ ]")
    // At 100 the title takes what the whole names and the box leave, not 79 cells.
    let at100 = Self.oracleTodos(columns: 100)
    checkEqual(
      at100[3],
      "    2  laboriosam mollitia et enim quasi adipisci quia provident ill…  Leanne Graham"
        + "       [ ]")
  }

  @Test func at120ThePreviewYieldsToTheTitleDownToItsLeast() {
    let lines = Self.oracleTodos(columns: 120)
    checkEqual(Self.separators(lines), Array(repeating: 80, count: 10))
    check(lines[3].hasPrefix("    2  laboriosam mollitia et enim quasi adipis…  Leanne Graham  "))
    check(
      lines[4].hasPrefix("  200  ipsam aperiam voluptates qui               Clementina DuBuque"))
  }

  // MARK: users with e-mail addresses

  static let shopUsers: [JSONObject] = (1...3).map { id in
    [
      "id": .number(JSONNumber(id)), "name": .string("Ada Lovelace \(id)"),
      "email": .string("ada\(id)@shop.example"), "role": "customer",
      "createdAt": .string("2024-03-0\(id)T09:30:00Z"),
    ]
  }

  static func shopUsers(columns: Int) -> [String] {
    lines(shopUsers, of: "users", columns: columns)
  }

  @Test func at40TheLeastImportantColumnsGiveWayBeforeTheAddressIsCut() {
    let lines = Self.shopUsers(columns: 40)
    checkEqual(lines[1], "  id  name            email")
    checkEqual(lines[2], "›  1  Ada Lovelace 1  ada1@shop.example")
  }

  @Test(arguments: [80, 100])
  func everyColumnIsWholeWhereTheRowsFit(columns: Int) {
    let lines = Self.shopUsers(columns: columns)
    checkEqual(lines[2], "›  1  Ada Lovelace 1  ada1@shop.example  customer  2024-03-01T09:30:00Z")
  }

  @Test func at120ThePreviewYieldsToTheAddresses() {
    let lines = Self.shopUsers(columns: 120)
    // The rows take 2 + 14 + 17 + 8 + 20 and the gaps, 69: the list 72 columns, not 66.
    checkEqual(Self.separators(lines), Array(repeating: 72, count: 10))
    check(
      lines[2].hasPrefix(
        "›  1  Ada Lovelace 1  ada1@shop.example  customer  2024-03-01T09:30:00Z │"))
    check(lines[5].hasSuffix("│ email      ada1@shop.example"), "\(lines[5])")
  }
}
