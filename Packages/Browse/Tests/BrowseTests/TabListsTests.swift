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
@testable import BrowseKit

/// The tabs' lists as one feature: what each tab is, and what the browser reads of a list's
/// actions whichever tab it is.
@Suite struct TabListsTests {
  @Test func eachTabIsNamedAndCommandedByItsResource() {
    let tabs = JSONPlaceholderTab.allCases
    #expect(tabs.map(\.title) == ["Posts"])
    #expect(tabs.map { $0.resource.command } == ["post"])
    #expect(tabs.map { $0.resource.idNoun } == ["post"])
    #expect(tabs.map { $0.resource.findsIn } == [.posts])
    #expect(tabs.map { $0.resource.tab } == tabs)
  }

  @Test(arguments: [
    ("post", JSONPlaceholderTab.posts), ("posts", .posts),
  ])
  func aCommandNamesItsTabBySingularOrPlural(command: String, tab: JSONPlaceholderTab) {
    #expect(JumpNames.jsonPlaceholder.ownTab(command) == tab.screens)
  }

  @Test func aWordThatIsNoTabsNamesNone() {
    #expect(JumpNames.jsonPlaceholder.ownTab("todo") == nil)
    #expect(JumpNames.jsonPlaceholder.ownTab("user") == nil, "the users are a generic tab")
    #expect(JumpNames.jsonPlaceholder.ownTab("Posts") == nil, "commands are typed in lower case")
    #expect(JumpNames.jsonPlaceholder.ownTab("") == nil)
    #expect(
      JumpNames(own: [.posts], generic: []).ownTab("user") == nil,
      "a registered list not shown is not named")
  }

  @Test func aResourceNamedAsJSONPlaceholdersButShownGenericallyHasTheGenericListAlone() async {
    let catalog = ResourceCatalog(resources: [BrowsedResource(name: "posts")])
    let browser = BrowseFeature(client: .unimplemented, catalog: catalog)
    var state = BrowseState(size: Fixtures.size, catalog: catalog)
    #expect(state.tabs == [.posts])
    #expect(state.lists.list(.posts, as: RecordsScreen.State.self) != nil)
    #expect(state.lists.list(.posts, as: PostsScreen.State.self) == nil)
    let before = state

    _ = browser.postsList(.key(.character("j")), &state)
    #expect(state == before, "the posts' own actions are not the generic list's")
    _ = browser.recordsList(.posts, state)?(.resized(TerminalSize(columns: 50, rows: 9)), &state)
    #expect(state.lists.list(.posts, as: RecordsScreen.State.self)?.size.columns == 50)
  }

  @Test func theTabsAreJSONPlaceholdersOwnFirstThenTheOthersInTheCatalogsOrder() {
    let catalog = ResourceCatalog(resources: [
      BrowsedResource(name: "orders"), BrowsedResource(name: "users"),
      BrowsedResource(name: "line items"), BrowsedResource(name: "posts", screens: .posts),
    ])
    let orders = BrowseTab(resource: "orders")
    let users = BrowseTab(resource: "users")
    let lineItems = BrowseTab(resource: "line items")
    #expect(BrowseTab.tabs(of: catalog) == [.posts, orders, users, lineItems])
    let state = BrowseState(size: Fixtures.size, catalog: catalog)
    #expect(state.tabs.map(state.title(of:)) == ["Posts", "Orders", "Users", "Line items"])
    #expect(state.tab(after: lineItems, by: 1) == .posts, "round the end")
    #expect(state.tab(after: .posts, by: -1) == lineItems)
  }

  @Test func anActionSaysItsTabAndWhatItAsksOfTheBrowser() {
    let actions: [TabLists.Action] = [
      .posts(.delegate(.notice("a"))),
      .records(BrowseTab(resource: "users"), .delegate(.notice("b"))),
      .records(BrowseTab(resource: "albums"), .delegate(.notice("c"))),
      .records(BrowseTab(resource: "todos"), .delegate(.notice("d"))),
    ]
    #expect(
      actions.map(\.tab) == [
        .posts, BrowseTab(resource: "users"), BrowseTab(resource: "albums"),
        BrowseTab(resource: "todos"),
      ])
    #expect(actions.map(\.delegate) == ["a", "b", "c", "d"].map { .notice($0) })
    #expect(actions.allSatisfy { !$0.isServerReached })
    #expect(TabLists.Action.posts(.appear).delegate == nil)
  }

  @Test func onlyAReadTheServerAnsweredSaysItWasReached() {
    #expect(
      TabLists.Action.records(BrowseTab(resource: "todos"), .readSource(.server)).isServerReached)
    #expect(TabLists.Action.posts(.readSource(.server)).isServerReached)
    #expect(!TabLists.Action.posts(.readSource(.stored(at: .distantPast))).isServerReached)
  }

  @Test func theRootOfATabIsItsListAsTheBrowserReadsIt() {
    let state = BrowseState.withPosts([
      PostSummary(post: Sample.post(1, title: "Ramen"), author: Sample.leanne)
    ])
    #expect(
      state.tabs.map { state.lists.root(of: $0).kind } == [
        .list(.posts), .records, .records, .records, .records, .records,
      ])
    #expect(state.lists.root(of: .posts).completions == ["Ramen"])
    #expect(
      state.lists.root(of: BrowseTab(resource: "todos")).completions == [],
      "no record read, no name")
  }
}
