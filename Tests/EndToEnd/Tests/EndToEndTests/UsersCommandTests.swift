import Foundation
import TestSupport
import Testing

@Suite("app users", .onWaitingThreads)
struct UsersCommandTests {
  /// Standard output's tab-separated rows.
  static func rows(_ text: String) -> [[Substring]] {
    text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
  }

  @Test func listsExactlyIdNameEmailCityAndCompanyWhenPiped() throws {
    let json = try AppProcess.run(["users", "--sample", "--json"])
    let users = try JSONDecoder().decode([JSONUser].self, from: Data(json.standardOutput.utf8))
    let result = try AppProcess.run(["users", "--sample"])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    let rows = Self.rows(result.standardOutput)
    checkEqual(users.count, 10)
    checkEqual(rows.count, users.count, "one row per user, no header or footer")
    let shown: [[String]] = rows.map { $0.map { String($0) } }
    let expected: [[String]] = users.map { user -> [String] in
      [String(user.id), user.name, user.email, user.address.city, user.company.name]
    }
    checkEqual(shown, expected)
  }

  @Test func printsTheUsersAsJSONWithTheAPIsFieldNames() throws {
    let result = try AppProcess.run(["users", "--sample", "--json"])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    let users = try JSONDecoder().decode([JSONUser].self, from: Data(result.standardOutput.utf8))
    checkEqual(users.map(\.id), Array(1...10))
    check(result.standardOutput.contains("\"catchPhrase\""))
    check(result.standardOutput.contains("\"zipcode\""))
  }

  @Test func anOwnerIsNamedAboveTheOthersInReverseOrder() throws {
    let result = try AppProcess.run(["users", "--owner", "3", "--sample", "--color", "always"])

    checkEqual(result.status, 0)
    let lines = TerminalText.withoutStyles(result.standardOutput).split(separator: "\n")
    let header = try #require(lines.first)
    check(header.contains("Jürgen Weiß"))
    check(header.contains("3"))
    let piped = try AppProcess.run(["users", "--owner", "3", "--sample"])
    checkEqual(
      Self.rows(piped.standardOutput).map { $0[0] },
      [
        "10", "9", "8", "7", "6", "5", "4", "2", "1",
      ])
  }

  @Test func anOwnerOffThePageIsFoundInTheWholeCollection() throws {
    let found = try AppProcess.run(
      ["users", "--page", "2", "--per-page", "3", "--owner", "1", "--sample", "--color", "always"])
    let missing = try AppProcess.run(
      ["users", "--page", "2", "--per-page", "3", "--owner", "99", "--sample", "--color", "always"])

    checkEqual(found.status, 0)
    let lines = TerminalText.withoutStyles(found.standardOutput).split(separator: "\n")
    checkEqual(lines.first, "Selected: Margaret Holloway (#1)")
    checkEqual(lines.last, "page 2 of 3 (9 users)")
    checkEqual(missing.status, 1)
    check(missing.standardOutput.isEmpty)
    checkEqual(TerminalText.withoutStyles(missing.standardError), "app: user 99 not found\n")
  }

  @Test func theLastOwnerWinsAndTheEarlierOneIsBack() throws {
    let result = try AppProcess.run(["users", "--owner", "1", "--owner", "2", "--sample"])
    let json = try AppProcess.run(["users", "--owner", "1", "--owner", "2", "--sample", "--json"])

    checkEqual(result.status, 0)
    checkEqual(
      Self.rows(result.standardOutput).map { $0[0] },
      [
        "10", "9", "8", "7", "6", "5", "4", "3", "1",
      ])
    let users = try JSONDecoder().decode([JSONUser].self, from: Data(json.standardOutput.utf8))
    checkEqual(users.map(\.id), [10, 9, 8, 7, 6, 5, 4, 3, 1])
  }

  @Test(arguments: ["munchen", "MÜNCHEN", "Munchen"])
  func findsAUserByCityIgnoringAccentsAndCase(search: String) throws {
    let result = try AppProcess.run(["users", "--search", search, "--sample"])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    let rows = Self.rows(result.standardOutput)
    checkEqual(rows.map { $0[0] }, ["3"])
    checkEqual(rows.first?[3], "München")
  }

  @Test func aSearchWithNoMatchSaysSoAndSucceeds() throws {
    let piped = try AppProcess.run(["users", "--search", "atlantis", "--sample"])
    let terminal = try AppProcess.run(
      ["users", "--search", "atlantis", "--sample", "--color", "always"])
    let json = try AppProcess.run(["users", "--search", "atlantis", "--sample", "--json"])

    checkEqual(piped.status, 0)
    check(piped.standardOutput.isEmpty, "standard output stays clean rows")
    checkEqual(piped.standardError, "No users match \"atlantis\".\n")
    checkEqual(terminal.status, 0)
    check(
      TerminalText.withoutStyles(terminal.standardOutput).contains("No users match \"atlantis\"."))
    checkEqual(json.status, 0)
    check(try JSONDecoder().decode([JSONUser].self, from: Data(json.standardOutput.utf8)).isEmpty)
  }

  @Test func pagesTheUsers() throws {
    let result = try AppProcess.run(
      ["users", "--page", "2", "--per-page", "3", "--sample", "--color", "always"])

    checkEqual(result.status, 0)
    let lines = TerminalText.withoutStyles(result.standardOutput).split(separator: "\n")
    checkEqual(lines.last, "page 2 of 4 (10 users)")
    checkEqual(lines.count, 5, "the table header, three users and the footer")
  }
}

/// A user as `--json` prints it.
struct JSONUser: Decodable {
  struct Address: Decodable {
    var street: String
    var city: String
    var zipcode: String
    var geo: Geo
  }

  struct Geo: Decodable {
    var lat: String
    var lng: String
  }

  struct Company: Decodable {
    var name: String
    var catchPhrase: String
  }

  var id: Int
  var name: String
  var username: String
  var email: String
  var address: Address
  var company: Company
}
