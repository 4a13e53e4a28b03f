import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct UserDetailViewTests {
  let user = User(
    id: 1,
    name: "Leanne Graham",
    username: "Bret",
    email: "Sincere@april.biz",
    address: User.Address(
      street: "Kulas Light", suite: "Apt. 556", city: "Gwenborough", zipcode: "92998-3874",
      geo: User.Geo(lat: "-37.3150", lng: "81.1496")),
    phone: "1-770-736-8031 x56442",
    website: "hildegard.org",
    company: User.Company(
      name: "Romaguera-Crona", catchPhrase: "Multi-layered client-server neural-net",
      bs: "harness real-time e-markets")
  )

  var detail: UserDetail {
    UserDetail(
      user: user,
      albums: [
        Sample.album(1, title: "quidem molestiae enim"), Sample.album(2, title: "sunt"),
      ],
      todos: [
        Sample.todo(1, title: "a", completed: true),
        Sample.todo(2, title: "b", completed: false),
        Sample.todo(3, title: "c", completed: true),
      ])
  }

  func render(_ detail: Loadable<UserDetail>, width: Int = 80, isTerminal: Bool = true) -> String {
    UserDetailView(state: UserDetailFeature.State(userID: 1, detail: detail))
      .render(options: RenderOptions(width: width, isTerminal: isTerminal))
  }

  @Test func showsEveryFieldTheMapAndItsLinkTheAlbumsAndTheTodoSummary() {
    checkEqual(
      render(.loaded(detail)),
      """
      Leanne Graham
      Username      Bret
      Email         Sincere@april.biz
      Phone         1-770-736-8031 x56442
      Website       hildegard.org
      Address       Kulas Light, Apt. 556
                    Gwenborough 92998-3874
      Coordinates   -37.3150, 81.1496
      \(map(width: 40))
      Map           https://www.openstreetmap.org/?mlat=-37.3150&mlon=81.1496#map=12/-37.3150/81.1496
      Company       Romaguera-Crona
      Catch phrase  Multi-layered client-server neural-net
      BS            harness real-time e-markets

      Albums (2)
      ID  TITLE
       1  quidem molestiae enim
       2  sunt

      To-dos: 2 of 3 done
      """)
  }

  @Test(arguments: [false, true])
  func rendersEveryServerTextInert(isTerminal: Bool) {
    let hostile = "\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}31m\u{202E}x"
    let user = User(
      id: 1, name: "N" + hostile, username: "U" + hostile, email: "E" + hostile,
      address: User.Address(
        street: "S" + hostile, suite: "A" + hostile, city: "C" + hostile, zipcode: "Z" + hostile,
        geo: User.Geo(lat: "1" + hostile, lng: "2" + hostile)),
      phone: "P" + hostile, website: "W" + hostile,
      company: User.Company(name: "O" + hostile, catchPhrase: "H" + hostile, bs: "B" + hostile))
    let detail = UserDetail(
      user: user, albums: [Sample.album(1, title: "T" + hostile)], todos: [])

    let text = render(.loaded(detail), width: 200, isTerminal: isTerminal)

    for raw: Unicode.Scalar in ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"] {
      check(!text.unicodeScalars.contains(raw), "\(raw.value) reached the output")
    }
    for field in ["N", "U", "E", "S", "A", "C", "Z", "P", "W", "O", "H", "B", "T"] {
      check(text.contains(field + "^["), "\(field)'s text is shown, made inert")
    }
  }

  @Test(arguments: ["\u{0085}", "\r\n", "\r", "\n"])
  func aLineBreakInAOneLineFieldKeepsItOneLine(lineBreak: String) {
    var user = user
    user.name = "Leanne\(lineBreak)Graham"
    user.company.name = "Romaguera\(lineBreak)Crona"
    let text = UserDetailView(
      state: UserDetailFeature.State(
        userID: 1, detail: .loaded(UserDetail(user: user, albums: [], todos: [])))
    ).render(options: RenderOptions(width: 80, isTerminal: true))
    let lines = text.split(separator: "\n").map(String.init)
    checkEqual(lines.first, "Leanne Graham")
    check(lines.contains { $0.hasSuffix("Romaguera Crona") })
    let row = UsersListView.table([user]).lines(options: RenderOptions(width: 80, isTerminal: true))
    checkEqual(row.last?.contains("Leanne Graham"), true, "a list keeps the whole name")
  }

  @Test func anEmptyNameIsADashAsAPostsEmptyTitleIs() {
    var unnamed = user
    unnamed.name = " "
    let detail = UserDetail(user: unnamed, albums: [], todos: [])

    check(render(.loaded(detail)).hasPrefix("—\n"))
  }

  @Test func withoutAlbumsOrTodosSaysSo() {
    let empty = UserDetail(user: user, albums: [], todos: [])

    check(
      render(.loaded(empty)).hasSuffix(
        "BS            harness real-time e-markets\n\nNo albums.\n\nTo-dos: none"))
  }

  @Test func theMapLinkKeepsTheServersTextAndStaysWholeWhenNarrow() {
    let lines = render(.loaded(detail), width: 30).components(separatedBy: "\n")

    check(
      lines.contains(
        "Map           https://www.openstreetmap.org/?mlat=-37.3150&mlon=81.1496#map=12/-37.3150/81.1496"
      ))
  }

  @Test(arguments: [("12.5", "-70"), ("-90", "180")])
  func theMapLinkUsesTheCoordinatesAsWritten(lat: String, lng: String) {
    checkEqual(
      UserDetailView.mapLink(for: User.Geo(lat: lat, lng: lng)),
      "https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lng)#map=12/\(lat)/\(lng)")
  }

  @Test(arguments: [("", "1"), ("north", "1"), ("91", "0"), ("0", "181"), ("1&x=2", "3")])
  func coordinatesThatAreNotNumbersHaveNoMapLink(lat: String, lng: String) {
    checkEqual(UserDetailView.mapLink(for: User.Geo(lat: lat, lng: lng)), nil)
  }

  @Test func loadingAndFailureNameTheUser() {
    checkEqual(render(.loading), "Loading user 1…")
    checkEqual(
      render(.failed(LoadFailure(message: "user 1 not found"))),
      "Could not load user 1: user 1 not found")
  }

  @Test func whenNotATerminalTheAlbumsAreTabSeparated() {
    let text = render(.loaded(detail), width: 20, isTerminal: false)

    check(text.contains("Albums (2)\n1\tquidem molestiae enim\n2\tsunt\n\nTo-dos: 2 of 3 done"))
    check(text.contains("Catch phrase  Multi-layered client-server neural-net"))
    check(text.contains("Coordinates   -37.3150, 81.1496\nMap  "), "no map into a pipe")
  }

  @Test func emptyAddressPartsLeaveNoBareCommas() {
    var bare = detail
    bare.user.address = User.Address(
      street: "", suite: "", city: "Gwenborough", zipcode: "",
      geo: User.Geo(lat: "", lng: ""))
    let text = render(.loaded(bare))
    check(text.contains("Address       Gwenborough\n"))
    check(!text.contains(","), "\(text)")
    check(!text.contains("Coordinates"))

    bare.user.address.city = ""
    check(!render(.loaded(bare)).contains("Address"))
  }

  @Test(arguments: [30, 40, 80])
  func albumRowsAreTheLinesOfTheAlbumsTable(width: Int) throws {
    let options = RenderOptions(width: width, isTerminal: true)
    let view = UserDetailView(state: UserDetailFeature.State(userID: 1, detail: .loaded(detail)))
    let lines = view.render(options: options).split(
      separator: "\n", omittingEmptySubsequences: false)
    let rows = try #require(view.albumRows(options: options))
    checkEqual(rows.count, 2)
    check(lines.indices.contains(rows.upperBound - 1))
    check(lines[rows.lowerBound].contains("quidem"))
    check(lines[rows.lowerBound + 1].contains("sunt"))
    checkEqual(
      UserDetailView(state: UserDetailFeature.State(userID: 1)).albumRows(options: options), nil)
  }
}
