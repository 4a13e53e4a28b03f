import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct UsersListViewTests {
  let users = [
    Sample.user(
      1, name: "Leanne Graham", email: "Sincere@april.biz", city: "Gwenborough",
      company: "Romaguera-Crona"),
    Sample.user(
      2, name: "Renée Fontaine", email: "renee@mail.example", city: "Lyon",
      company: "Atelier Fontaine"),
    Sample.user(3, name: "田中 太郎", email: "taro@example.jp", city: "東京", company: "Tanaka"),
  ]

  func render(
    _ state: UsersListFeature.State, width: Int = 80, isTerminal: Bool = true
  ) -> String {
    UsersListView(state: state).render(options: RenderOptions(width: width, isTerminal: isTerminal))
  }

  func loaded(
    _ page: Page<User>? = nil, owner: User.ID? = nil, search: String = ""
  ) -> UsersListFeature.State {
    UsersListFeature.State(
      users: .loaded(page ?? Page(items: users)), selectedOwner: owner, searchText: search)
  }

  @Test func showsOnlyIdNameEmailCityAndCompany() {
    checkEqual(
      render(loaded()),
      """
      ID  NAME            EMAIL               CITY         COMPANY
       1  Leanne Graham   Sincere@april.biz   Gwenborough  Romaguera-Crona
       2  Renée Fontaine  renee@mail.example  Lyon         Atelier Fontaine
       3  田中 太郎       taro@example.jp     東京         Tanaka
      3 users
      """)
  }

  @Test func anOwnerIsNamedFirstAndTheOthersFollowReversed() {
    checkEqual(
      render(loaded(owner: 2)),
      """
      Selected: Renée Fontaine (#2)
      ID  NAME           EMAIL              CITY         COMPANY
       3  田中 太郎      taro@example.jp    東京         Tanaka
       1  Leanne Graham  Sincere@april.biz  Gwenborough  Romaguera-Crona
      2 users
      """)
  }

  @Test func anOwnerTheCollectionDoesNotHaveIsAFailure() {
    checkEqual(render(loaded(owner: 99)), "Could not load users: user 99 not found")
  }

  @Test func aSearchWithoutMatchesSaysSo() {
    checkEqual(render(loaded(search: "zzz")), "No users match \"zzz\".")
  }

  @Test func aSearchShowsTheMatchesAndCountsThem() {
    checkEqual(
      render(loaded(search: "LYON")),
      """
      ID  NAME            EMAIL               CITY  COMPANY
       2  Renée Fontaine  renee@mail.example  Lyon  Atelier Fontaine
      1 user
      """)
  }

  @Test func aPageEndsWithItsPlaceInTheCollection() {
    let page = Page(items: [users[0]], totalCount: 10, number: 2, size: 1)

    checkEqual(
      render(loaded(page)),
      """
      ID  NAME           EMAIL              CITY         COMPANY
       1  Leanne Graham  Sincere@april.biz  Gwenborough  Romaguera-Crona
      page 2 of 10 (10 users)
      """)
  }

  @Test func aPagePastTheEndIsEmptyWithTheFooter() {
    let page = Page<User>(items: [], totalCount: 10, number: 3, size: 5)

    checkEqual(render(loaded(page)), "No users on page 3.\npage 3 of 2 (10 users)")
  }

  @Test func loadingAndFailureSaySo() {
    checkEqual(render(UsersListFeature.State()), "Loading users…")
    checkEqual(
      render(UsersListFeature.State(users: .failed(LoadFailure(message: "offline")))),
      "Could not load users: offline")
  }

  @Test func whenNotATerminalRowsAreTabSeparatedWithoutHeaderOrFooter() {
    checkEqual(
      render(loaded(owner: 2), isTerminal: false),
      """
      3\t田中 太郎\ttaro@example.jp\t東京\tTanaka
      1\tLeanne Graham\tSincere@april.biz\tGwenborough\tRomaguera-Crona
      """)
    checkEqual(render(loaded(search: "zzz"), isTerminal: false), "")
  }

  @Test(arguments: [20, 40, 60])
  func noLineIsWiderThanTheWidth(width: Int) {
    let text = render(loaded(owner: 1), width: width)

    for line in text.split(separator: "\n") {
      check(line.displayWidth <= width)
    }
  }
}
