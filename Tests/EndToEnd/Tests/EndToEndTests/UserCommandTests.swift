import Foundation
import TestSupport
import Testing

@Suite("app user", .onWaitingThreads)
struct UserCommandTests {
  @Test func showsTheUsersFieldsMapLinkAlbumsAndTodoSummary() throws {
    let result = try AppProcess.run(["user", "1", "--sample"], environment: ["COLUMNS": "200"])
    let json = try AppProcess.run(["user", "1", "--sample", "--json"])
    let detail = try JSONDecoder().decode(JSONUserDetail.self, from: Data(json.standardOutput.utf8))

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    let text = result.standardOutput
    for field in [
      detail.name, detail.username, detail.email, detail.phone, detail.website,
      detail.address.street, detail.address.suite, detail.address.city, detail.address.zipcode,
      detail.company.name, detail.company.catchPhrase, detail.company.bs,
    ] {
      check(text.contains(field), "shows \(field)")
    }
    let lat = detail.address.geo.lat
    let lng = detail.address.geo.lng
    check(
      text.contains("https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lng)#map=12/\(lat)/\(lng)"))
    check(text.contains("Albums (\(detail.albums.count))"))
    for album in detail.albums {
      check(text.contains(album.title))
    }
    let done = detail.todos.count { $0.completed }
    check(text.contains("\(done) of \(detail.todos.count) done"))
  }

  @Test func onATerminalShowsTheWorldMapWithAPinAboveTheMapLink() throws {
    let result = try TerminalProcess.run(["user", "1", "--sample", "--no-pager"], rows: 60)

    checkEqual(result.status, 0)
    check(result.output.contains("\u{1B}[1;31m●\u{1B}[0m"), "the pin is bold and red")
    let lines = TerminalText.withoutStyles(result.output).components(separatedBy: "\n")
    let coordinates = try #require(lines.firstIndex { $0.hasPrefix("Coordinates") })
    let link = try #require(lines.firstIndex { $0.hasPrefix("Map ") })
    let map = lines[(coordinates + 1)..<link]
    checkEqual(map.count, 11, "ten lines of map and the coordinates under it")
    let isBraille = { (character: Character) in
      character.unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) }
    }
    check(
      map.dropLast().allSatisfy { $0.dropFirst(14).allSatisfy { isBraille($0) || $0 == "●" } })
    checkEqual(map.dropLast().count { $0.contains("●") }, 1, "one pin")
    checkEqual(map.last?.hasSuffix("● -37.81, 144.96"), true)
  }

  @Test func inAPipeHasNoMap() throws {
    let result = try AppProcess.run(["user", "1", "--sample"])

    checkEqual(result.status, 0)
    check(result.standardOutput.contains("Coordinates   -37.8140, 144.9630\nMap  "))
    check(!result.standardOutput.contains("●"))
    check(!result.standardOutput.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
  }

  @Test func printsTheUserWithAlbumsAndTodosAsJSON() throws {
    let result = try AppProcess.run(["user", "2", "--sample", "--json"])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    let detail = try JSONDecoder().decode(
      JSONUserDetail.self, from: Data(result.standardOutput.utf8))
    checkEqual(detail.id, 2)
    check(!detail.albums.isEmpty)
    check(detail.albums.allSatisfy { $0.userId == 2 })
    check(!detail.todos.isEmpty)
    check(detail.todos.allSatisfy { $0.userId == 2 })
  }

  @Test func aMissingUserExits1() throws {
    let result = try AppProcess.run(["user", "999", "--sample"])

    checkEqual(result.status, 1)
    check(result.standardOutput.isEmpty)
    checkEqual(result.standardError, "app: user 999 not found\n")
  }

  @Test(arguments: ["0", "x", "-1"])
  func aBadIdExits64(id: String) throws {
    let result = try AppProcess.run(["user", id, "--sample"])

    checkEqual(result.status, 64)
    check(result.standardOutput.isEmpty)
    checkEqual(
      result.errorLines.first, "app: invalid user id '\(id)' (expected a positive whole number)")
  }
}

/// A user's detail as `--json` prints it.
struct JSONUserDetail: Decodable {
  struct Address: Decodable {
    var street: String
    var suite: String
    var city: String
    var zipcode: String
    var geo: JSONUser.Geo
  }

  struct Company: Decodable {
    var name: String
    var catchPhrase: String
    var bs: String
  }

  var id: Int
  var name: String
  var username: String
  var email: String
  var phone: String
  var website: String
  var address: Address
  var company: Company
  var albums: [JSONAlbum]
  var todos: [JSONTodo]
}

/// An album as `--json` prints it.
struct JSONAlbum: Decodable {
  var userId: Int
  var id: Int
  var title: String
}

/// A to-do as `--json` prints it.
struct JSONTodo: Decodable {
  var userId: Int
  var id: Int
  var title: String
  var completed: Bool
}
