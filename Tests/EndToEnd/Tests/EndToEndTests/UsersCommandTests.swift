import Foundation
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

    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let rows = Self.rows(result.standardOutput)
    #expect(users.count == 10)
    #expect(rows.count == users.count, "one row per user, no header or footer")
    let shown: [[String]] = rows.map { $0.map { String($0) } }
    let expected: [[String]] = users.map { user -> [String] in
      [String(user.id), user.name, user.email, user.address.city, user.company.name]
    }
    #expect(shown == expected)
  }

  @Test func printsTheUsersAsJSONWithTheAPIsFieldNames() throws {
    let result = try AppProcess.run(["users", "--sample", "--json"])

    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let users = try JSONDecoder().decode([JSONUser].self, from: Data(result.standardOutput.utf8))
    #expect(users.map(\.id) == Array(1...10))
    #expect(result.standardOutput.contains("\"catchPhrase\""))
    #expect(result.standardOutput.contains("\"zipcode\""))
  }

  @Test func anOwnerIsNamedAboveTheOthersInReverseOrder() throws {
    let result = try AppProcess.run(["users", "--owner", "3", "--sample", "--color", "always"])

    #expect(result.status == 0)
    let lines = TerminalText.withoutStyles(result.standardOutput).split(separator: "\n")
    let header = try #require(lines.first)
    #expect(header.contains("Jürgen Weiß"))
    #expect(header.contains("3"))
    let piped = try AppProcess.run(["users", "--owner", "3", "--sample"])
    #expect(
      Self.rows(piped.standardOutput).map { $0[0] } == [
        "10", "9", "8", "7", "6", "5", "4", "2", "1",
      ])
  }

  @Test func anOwnerOffThePageIsFoundInTheWholeCollection() throws {
    let found = try AppProcess.run(
      ["users", "--page", "2", "--per-page", "3", "--owner", "1", "--sample", "--color", "always"])
    let missing = try AppProcess.run(
      ["users", "--page", "2", "--per-page", "3", "--owner", "99", "--sample", "--color", "always"])

    #expect(found.status == 0)
    let lines = TerminalText.withoutStyles(found.standardOutput).split(separator: "\n")
    #expect(lines.first == "Selected: Margaret Holloway (#1)")
    #expect(lines.last == "page 2 of 3 (9 users)")
    #expect(missing.status == 1)
    #expect(missing.standardOutput.isEmpty)
    #expect(TerminalText.withoutStyles(missing.standardError) == "app: user 99 not found\n")
  }

  @Test func theLastOwnerWinsAndTheEarlierOneIsBack() throws {
    let result = try AppProcess.run(["users", "--owner", "1", "--owner", "2", "--sample"])
    let json = try AppProcess.run(["users", "--owner", "1", "--owner", "2", "--sample", "--json"])

    #expect(result.status == 0)
    #expect(
      Self.rows(result.standardOutput).map { $0[0] } == [
        "10", "9", "8", "7", "6", "5", "4", "3", "1",
      ])
    let users = try JSONDecoder().decode([JSONUser].self, from: Data(json.standardOutput.utf8))
    #expect(users.map(\.id) == [10, 9, 8, 7, 6, 5, 4, 3, 1])
  }

  @Test(arguments: ["munchen", "MÜNCHEN", "Munchen"])
  func findsAUserByCityIgnoringAccentsAndCase(search: String) throws {
    let result = try AppProcess.run(["users", "--search", search, "--sample"])

    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let rows = Self.rows(result.standardOutput)
    #expect(rows.map { $0[0] } == ["3"])
    #expect(rows.first?[3] == "München")
  }

  @Test func aSearchWithNoMatchSaysSoAndSucceeds() throws {
    let piped = try AppProcess.run(["users", "--search", "atlantis", "--sample"])
    let terminal = try AppProcess.run(
      ["users", "--search", "atlantis", "--sample", "--color", "always"])
    let json = try AppProcess.run(["users", "--search", "atlantis", "--sample", "--json"])

    #expect(piped.status == 0)
    #expect(piped.standardOutput.isEmpty, "standard output stays clean rows")
    #expect(piped.standardError == "No users match \"atlantis\".\n")
    #expect(terminal.status == 0)
    #expect(
      TerminalText.withoutStyles(terminal.standardOutput).contains("No users match \"atlantis\"."))
    #expect(json.status == 0)
    #expect(try JSONDecoder().decode([JSONUser].self, from: Data(json.standardOutput.utf8)).isEmpty)
  }

  @Test func pagesTheUsers() throws {
    let result = try AppProcess.run(
      ["users", "--page", "2", "--per-page", "3", "--sample", "--color", "always"])

    #expect(result.status == 0)
    let lines = TerminalText.withoutStyles(result.standardOutput).split(separator: "\n")
    #expect(lines.last == "page 2 of 4 (10 users)")
    #expect(lines.count == 5, "the table header, three users and the footer")
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
