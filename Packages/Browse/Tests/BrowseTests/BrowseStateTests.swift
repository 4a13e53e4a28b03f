import JSONPlaceholderFeatures
import Models
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct BrowseStateTests {
  private let size = TerminalSize(columns: 80, rows: 24)

  @Test func toDosOpenedOverNoScreenOfTheirUserAreNamedAfterThem() {
    let state = BrowseState(size: size).onUsers([Sample.leanne, Sample.ervin])
      .opening(.todos(TodosScreen.State(userID: 2, size: size)))
    #expect(state.breadcrumb == ["Users", "Ervin Howell", "To-dos"])
  }

  @Test func toDosOpenedOverTheirUsersScreenAreNamedOnce() {
    let state = BrowseState(size: size).onUsers([Sample.leanne])
      .opening(.user(UserScreen.State(userID: 1, size: size)))
      .opening(.todos(TodosScreen.State(userID: 1, size: size)))
    #expect(state.breadcrumb == ["Users", "user 1", "To-dos"], "the user's screen names them")
  }

  @Test func toDosOfAUserNotLoadedYetNameTheirNumber() {
    let state = BrowseState(size: size).opening(.todos(TodosScreen.State(userID: 7, size: size)))
    #expect(state.breadcrumb == ["Posts", "user 7", "To-dos"])
  }
}
