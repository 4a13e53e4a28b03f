import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse

/// The tabs' lists as one feature: what each tab is, and what the browser reads of a list's
/// actions whichever tab it is.
@Suite struct TabListsTests {
  @Test func eachTabIsNamedAndCommandedByItsResource() {
    #expect(BrowseTab.allCases.map(\.title) == ["Posts", "Users", "Albums", "To-dos"])
    #expect(BrowseTab.allCases.map { $0.resource.command } == ["post", "user", "album", "todos"])
    #expect(BrowseTab.allCases.map { $0.resource.idNoun } == ["post", "user", "album", "user"])
    #expect(BrowseTab.allCases.map { $0.resource.findsIn } == [.posts, .users, .albums, .users])
    #expect(BrowseTab.allCases.map { $0.resource.tab } == BrowseTab.allCases)
  }

  @Test(arguments: [
    ("post", BrowseTab.posts), ("posts", .posts), ("user", .users), ("users", .users),
    ("album", .albums), ("albums", .albums), ("todos", .todos), ("to-dos", .todos),
  ])
  func aCommandNamesItsTabBySingularOrPlural(command: String, tab: BrowseTab) {
    #expect(BrowseTab(command: command) == tab)
  }

  @Test func aWordThatIsNoTabsNamesNone() {
    #expect(BrowseTab(command: "todo") == nil)
    #expect(BrowseTab(command: "Posts") == nil, "commands are typed in lower case")
    #expect(BrowseTab(command: "") == nil)
  }

  @Test func anActionSaysItsTabAndWhatItAsksOfTheBrowser() {
    let actions: [TabLists.Action] = [
      .posts(.delegate(.notice("a"))), .users(.delegate(.notice("b"))),
      .albums(.delegate(.notice("c"))), .todos(.delegate(.notice("d"))),
    ]
    #expect(actions.map(\.tab) == BrowseTab.allCases)
    #expect(actions.map(\.delegate) == ["a", "b", "c", "d"].map { .notice($0) })
    #expect(actions.allSatisfy { !$0.isServerReached })
    #expect(TabLists.Action.albums(.appear).delegate == nil)
  }

  @Test func onlyAReadTheServerAnsweredSaysItWasReached() {
    #expect(TabLists.Action.todos(.readSource(.server)).isServerReached)
    #expect(TabLists.Action.users(.readSource(.server)).isServerReached)
    #expect(!TabLists.Action.albums(.readSource(.stored(at: .distantPast))).isServerReached)
  }

  @Test func theRootOfATabIsItsListAsTheBrowserReadsIt() {
    let state = BrowseState(size: Fixtures.size).onAlbums([Sample.album(4, title: "Trips")])
    #expect(
      BrowseTab.allCases.map { state.lists.root(of: $0).kind } == [
        .list(.posts), .list(.users), .list(.albums), .list(.todos),
      ])
    #expect(state.lists.root(of: .albums).completions == ["Trips"])
    #expect(state.lists.root(of: .todos).completions == [], "to-dos are not looked in by name")
  }
}
