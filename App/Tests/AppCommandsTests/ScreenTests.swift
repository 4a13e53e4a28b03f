import NetworkClient
import Testing

@testable import AppCommands

@Suite struct ScreenTests {
  @Test func placesAPageInItsCollection() {
    let items = [1, 2]

    #expect(
      Screen.place(of: Page(items: items, totalCount: 100, number: 2, size: 10), noun: "posts")
        == "page 2 of 10 (100 posts)")
    #expect(
      Screen.place(of: Page(items: items, totalCount: 1, number: 1, size: 10), noun: "users")
        == "page 1 of 1 (1 user)")
    #expect(
      Screen.place(of: Page(items: items, totalCount: 7, number: 3), noun: "todos")
        == "page 3 (7 todos)")
    #expect(Screen.place(of: Page(items: items, number: 4, size: 2), noun: "albums") == "page 4")
    #expect(Screen.place(of: Page(items: items, totalCount: 2), noun: "albums") == nil)
  }
}
