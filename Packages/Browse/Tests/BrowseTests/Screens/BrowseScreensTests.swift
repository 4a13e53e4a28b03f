import Features
import Foundation
import Models
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// A screen is its own files and one registration: the browser opens it, hands it its keys,
/// names it in the way to it and in the status line, and closes it, without a line of the
/// browser's naming it.
@Suite struct BrowseScreensTests {
  @Test func aScreenRegisteredByItsTypeAloneOpensTakesKeysAndCloses() async {
    let browser = BrowseFeature(
      client: Fixtures.browserClient, screens: BrowseScreens.registered + [NoteScreen.self])
    let store = Store(initialState: BrowseState(size: Fixtures.size), reducer: browser)

    await store.send(.lists(.posts(.delegate(.open(.note("Buy milk"))))))
    await store.send(.keys([.character("x"), .character("x")]))
    let opened = await store.state.opened(store.state.top, as: NoteScreen.State.self)
    #expect(opened?.marks == 2)
    #expect(await store.state.breadcrumb == ["Posts", "note"])
    #expect(await store.state.shown.kind == NoteScreen.kind)
    let state = await store.state
    let buffer = BrowseView(state: state, usesColor: false).render()
    let screen = (0..<state.size.rows).map { buffer.text(ofRow: $0) }
    #expect(screen.first?.contains("Todos  › note") == true, "the way to it names it")
    let status = screen.last?.trimmingCharacters(in: .whitespaces) ?? ""
    #expect(status.hasPrefix("Buy milk, 2 marks") && status.contains("x mark  ? help"))

    await store.send(.key(.escape))
    #expect(await store.state.top == .root(of: .posts))
  }

  @Test func aScreenNotRegisteredOpensButTakesNothing() async {
    let store = Store(
      initialState: BrowseState(size: Fixtures.size),
      reducer: BrowseFeature(client: Fixtures.browserClient))

    await store.send(.lists(.posts(.delegate(.open(.note("Buy milk"))))))
    await store.send(.key(.character("x")))
    #expect(await store.state.opened(store.state.top, as: NoteScreen.State.self)?.marks == 0)
  }

  @Test func anActionOfAnotherKindLeavesAScreenAsItWas() {
    let opened = OpenedScreen([ScreenRegistration(NoteScreen())])
    var state = OpenedScreen.State(NoteScreen.State(opening: "Buy milk", in: Self.browser))
    let before = state

    _ = opened.reduce(into: &state, action: .post(.key(.character("x"))))
    #expect(state == before)
    _ = opened.reduce(into: &state, action: .input(.key(.character("x"))))
    #expect(state != before)
  }

  @Test func aScreensStateIsChangedInPlaceNotCopied() {
    let opened = OpenedScreen([ScreenRegistration(NoteScreen())])
    var state = OpenedScreen.State(NoteScreen.State(opening: "Buy milk", in: Self.browser))

    _ = opened.reduce(into: &state, action: .input(.key(.character("u"))))
    #expect(state.as(NoteScreen.State.self)?.wasUnique == true)
  }

  @Test func eventsOfTwoTypesAreNeverEqual() {
    let marked = BrowseDelegate.event(AnyBrowseEvent(Marked(count: 1)))
    #expect(marked == .event(AnyBrowseEvent(Marked(count: 1))))
    #expect(marked != .event(AnyBrowseEvent(Marked(count: 2))))
    #expect(marked != .saved(.post(Sample.post(1, title: "One"), isNew: true)))
  }

  /// An event that does nothing, told apart by its count.
  private struct Marked: BrowseEvent {
    let count: Int

    func handle(from sender: ScreenID, in browser: BrowseFeature, _ state: inout BrowseState)
      -> Effect<BrowseAction>
    {
      .none
    }
  }

  @Test func screensOfTwoKindsAreNeverEqualAndDestinationsAreTheirKindAndSubject() {
    let note = OpenedScreen.State(NoteScreen.State(opening: "7", in: Self.browser))
    let post = OpenedScreen.State(PostScreen.State(postID: 7, size: Fixtures.size))
    #expect(note != post)
    #expect(note == OpenedScreen.State(NoteScreen.State(opening: "7", in: Self.browser)))
    #expect(BrowseDelegate.Destination.post(7) == .post(7))
    #expect(BrowseDelegate.Destination.post(7) != .user(7), "a user is their record")
    #expect(BrowseDelegate.Destination.post(7) != .post(8))
  }

  @Test func everyKindIsNamedOnceInTheHelpsOrder() {
    #expect(
      ScreenKind.allCases.map(\.name) == [
        "the posts", "the records of any resource", "a post", "a record of any resource",
        "a form", "a user", "a record with a place", "a user in a list",
        "a record with a true/false field in a list", "a record that is an image in a list",
        "a record with a place in a list",
      ])
  }

  private static let browser = BrowseState(size: Fixtures.size)
}
