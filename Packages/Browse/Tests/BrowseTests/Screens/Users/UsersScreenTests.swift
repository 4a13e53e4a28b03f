import Dependencies
import Features
import FeaturesTesting
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The Users tab on the exhaustive `TestStore`.
@Suite(.timeLimit(.minutes(1))) struct UsersScreenTests {
  private static let users = (1...5).map { Sample.user(User.ID($0), name: "User \($0)") }
  private static let page = Page(items: users)

  private static func screen(
    _ client: NetworkClient, clock: any Clock<Duration> = TestClock(), isOffline: Bool = false,
    opened: LockedValue<[String]>? = nil
  ) -> UsersScreen {
    UsersScreen(
      users: UsersListFeature(client: client),
      deletions: DeletionList(
        deletion: DeleteFeature(client: client, undoWindow: BrowseFeature.undoWindow, clock: clock)),
      isOffline: isOffline,
      openURL: { url in
        opened?.withLock { $0.append(url) }
        return opened != nil
      })
  }

  private static let client = NetworkClient.unimplemented.with { $0.users = { _ in page } }

  /// A client whose users come once `gate` opens.
  private static func client(answeringAfter gate: Gate) -> NetworkClient {
    NetworkClient.unimplemented.with {
      $0.users = { _ in
        try await gate.pass()
        return page
      }
    }
  }

  /// A Users tab whose users are loaded.
  private static func loaded() -> UsersScreen.State {
    var state = UsersScreen.State(size: Fixtures.size)
    state.isRequested = true
    state.list.list.page = .loaded(page)
    return state
  }

  @Test func keysPressedWhileTheTabFirstLoadsAreKept() async {
    let gate = Gate()
    let client = Self.client(answeringAfter: gate)
    let store = TestStore(
      initialState: UsersScreen.State(size: Fixtures.size), reducer: Self.screen(client))

    await store.send(.appear) { $0.isRequested = true }
    for target in 1...3 {
      await store.send(.key(.character("j"))) { $0.cursor = ListCursor(target: target) }
    }
    gate.open()
    await store.receive(.resource(.list(.list(.pageResponse(.success(Self.page)))))) {
      $0.list.list.page = .loaded(Self.page)
      $0.cursor = ListCursor(row: 3)
    }
    await store.send(.appear)
    await store.finish()
  }

  @Test func otherKeysPressedWhileTheTabFirstLoadsAreHeldAndPressedAgainInOrder() async {
    let gate = Gate()
    let client = Self.client(answeringAfter: gate)
    let store = TestStore(
      initialState: UsersScreen.State(size: Fixtures.size), reducer: Self.screen(client))
    let (e, j) = (Key.character("e"), Key.character("j"))

    await store.send(.appear) { $0.isRequested = true }
    await store.send(.key(j)) { $0.cursor = ListCursor(target: 1) }
    await store.send(.key(e)) { $0.cursor = ListCursor(target: 1, heldKeys: [e]) }
    // Behind a key held, a move waits too, so that the keys keep their order.
    await store.send(.key(j)) { $0.cursor = ListCursor(target: 1, heldKeys: [e, j]) }
    gate.open()
    await store.receive(.resource(.list(.list(.pageResponse(.success(Self.page)))))) {
      $0.list.list.page = .loaded(Self.page)
      $0.cursor = ListCursor(row: 1)
    }
    await store.receive(.delegate(.pressAgain([e, j], pressedWhile: "the users loaded")))
    await store.finish()
  }

  @Test func keysHeldForUsersThatNeverCameAreSaidNotUsed() async {
    let failure = LoadFailure(NetworkError.unreachable(host: "api.test", reason: "down"))
    let gate = Gate()
    let client = NetworkClient.unimplemented.with {
      $0.users = { _ in
        try await gate.pass()
        throw NetworkError.unreachable(host: "api.test", reason: "down")
      }
    }
    let store = TestStore(
      initialState: UsersScreen.State(size: Fixtures.size), reducer: Self.screen(client))

    await store.send(.appear) { $0.isRequested = true }
    await store.send(.key(.enter)) { $0.cursor = ListCursor(heldKeys: [.enter]) }
    await store.send(.key(.character("d"))) {
      $0.cursor = ListCursor(heldKeys: [.enter, .character("d")])
    }
    gate.open()
    await store.receive(.resource(.list(.list(.pageResponse(.failure(failure)))))) {
      $0.list.list.page = .failed(failure)
      $0.cursor = ListCursor()
      $0.outage = .armed
    }
    await store.receive(
      .delegate(.notice("2 keys pressed while the users loaded were not used: no users came")))
    await store.finish()
  }

  @Test func selectingAUserListsTheOthersReversedAndXBringsThemBack() async {
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(Self.client))
    let others = UsersListFeature.State(users: .loaded(Self.page), selectedOwner: 3)

    await store.send(.key(.down)) { $0.cursor = ListCursor(row: 1) }
    await store.send(.key(.down)) { $0.cursor = ListCursor(row: 2) }
    await store.send(.key(.character(" "))) {
      $0.cursor = ListCursor()
      $0.list.selectedOwner = 3
      $0.list.list.page = .loading
    }
    await store.receive(.resource(.list(.list(.pageResponse(.success(Self.page)))))) {
      $0.list.list.page = .loaded(Self.page)
    }
    #expect(store.state.shownRows.map(\.id) == others.visibleUsers.map(\.id))
    #expect(store.state.shownRows.map(\.id) == [5, 4, 2, 1])
    await store.send(.key(.character("x"))) {
      $0.list.selectedOwner = nil
      $0.list.list.page = .loading
    }
    await store.receive(.resource(.list(.list(.pageResponse(.success(Self.page)))))) {
      $0.list.list.page = .loaded(Self.page)
    }
    await store.send(.key(.character("x")))
    await store.receive(.delegate(.notice("x: no user excluded to bring back")))
    await store.finish()
  }

  @Test func rKeepsTheCursorOnItsUserAndSaysWhatChanged() async {
    let renamed = Page(
      items: [Sample.user(9, name: "New")]
        + Self.users.map {
          $0.id == 2 ? Sample.user(2, name: "Renamed") : $0
        })
    let answers = LockedValue([Self.page, renamed])
    let client = NetworkClient.unimplemented.with {
      $0.users = { _ in answers.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] } }
    }
    var state = Self.loaded()
    state.cursor = ListCursor(row: 3)
    let store = TestStore(initialState: state, reducer: Self.screen(client))

    await store.send(.key(.character("r"))) { $0.baseline = Self.users }
    await store.receive(.resource(.list(.list(.pageResponse(.success(Self.page)))))) {
      $0.baseline = nil
    }
    await store.receive(.delegate(.notice("up to date")))
    await store.send(.key(.character("r"))) { $0.baseline = Self.users }
    await store.receive(.resource(.list(.list(.pageResponse(.success(renamed)))))) {
      $0.list.list.page = .loaded(renamed)
      $0.baseline = nil
      // User 4 is a row further down now.
      $0.cursor = ListCursor(row: 4)
    }
    await store.receive(.delegate(.notice("updated: 6 changed")))
    await store.finish()
  }

  @Test func enterOpensTheUserAndOAndMOpenTheirWebsiteAndPlace() async {
    let opened = LockedValue<[String]>([])
    let store = TestStore(
      initialState: Self.loaded(), reducer: Self.screen(Self.client, opened: opened))

    await store.send(.key(.enter))
    await store.receive(.delegate(.open(.user(1))))
    await store.send(.key(.character("o")))
    await store.receive(.delegate(.notice("opening https://example.com")))
    await store.send(.key(.character("m")))
    await store.receive(.delegate(.notice("opening OpenStreetMap at 0, 0")))
    await store.finish()
    // Each key opens its address in an effect of its own: the two may run in either order.
    #expect(
      opened.current.sorted()
        == ["https://example.com", UserLinks.map(of: Self.users[0])].compactMap { $0 }.sorted())
  }

  @Test func anAddressThatCannotBeOpenedIsSaid() async {
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(Self.client))

    await store.send(.key(.character("o")))
    await store.receive(.delegate(.notice("opening https://example.com")))
    await store.receive(.resource(.urlNotOpened("https://example.com")))
    await store.receive(.delegate(.notice("could not open https://example.com")))
    await store.finish()
  }

  @Test func aUserCreatedIsSelectedOnceTheListShowsThem() async {
    let created = Sample.user(6, name: "User 6")
    let client = NetworkClient.unimplemented.with {
      $0.users = { _ in Page(items: Self.users + [created]) }
    }
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(client))

    await store.send(.reload)
    await store.send(.select(6)) { $0.selection = .init(id: 6, loadsPages: false) }
    await store.receive(
      .resource(.list(.list(.pageResponse(.success(Page(items: Self.users + [created]))))))
    ) {
      $0.list.list.page = .loaded(Page(items: Self.users + [created]))
      $0.selection = nil
      $0.cursor = ListCursor(row: 5)
    }
    await store.send(.select(2)) { $0.cursor = ListCursor(row: 1) }
    await store.finish()
  }

  @Test func typingASearchFiltersTheUsersAndEscKeepsTheCursorOnItsUser() async {
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(Self.client))

    await store.send(.key(.character("/"))) {
      var search = ListSearch()
      _ = search.open()
      search.index(Self.users)
      $0.search = search
    }
    await store.send(.key(.character("4"))) { _ = $0.search?.press(.character("4")) }
    #expect(store.state.shownRows.map(\.id) == [4])
    for letter in "mo" {
      await store.send(.key(.character(letter))) { _ = $0.search?.press(.character(letter)) }
    }
    #expect(store.state.shownRows.isEmpty, "m and o are typed, not opening a map or a site")
    await store.send(.key(.backspace)) { _ = $0.search?.press(.backspace) }
    await store.send(.key(.backspace)) { _ = $0.search?.press(.backspace) }
    await store.send(.key(.escape)) {
      _ = $0.search?.press(.escape)
      $0.cursor = ListCursor(row: 3)
    }
    await store.finish()
  }

  @Test func nAndNGoToTheNextAndThePreviousMatchRoundTheEndsAndSaySo() async {
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(Self.client))

    await store.send(.key(.character("/"))) {
      var search = ListSearch()
      _ = search.open()
      search.index(Self.users)
      $0.search = search
    }
    // While the query is typed, `n` is a letter of it.
    for character in "user n" {
      await store.send(.key(.character(character))) {
        _ = $0.search?.press(.character(character))
      }
    }
    #expect(store.state.shownRows.isEmpty)
    await store.send(.key(.character("n"))) { _ = $0.search?.press(.character("n")) }
    await store.send(.key(.backspace)) { _ = $0.search?.press(.backspace) }
    await store.send(.key(.backspace)) { _ = $0.search?.press(.backspace) }
    await store.send(.key(.backspace)) { _ = $0.search?.press(.backspace) }
    await store.send(.key(.enter)) { _ = $0.search?.press(.enter) }
    #expect(store.state.shownRows.count == 5)
    await store.send(.key(.character("n"))) { $0.cursor = ListCursor(row: 1) }
    await store.receive(.delegate(.notice("match 2 of 5")))
    await store.send(.key(.character("N"))) { $0.cursor = ListCursor(row: 0) }
    await store.receive(.delegate(.notice("match 1 of 5")))
    await store.send(.key(.character("N"))) { $0.cursor = ListCursor(row: 4) }
    await store.receive(.delegate(.notice("match 5 of 5 · wrapped to the last")))
    await store.send(.key(.character("n"))) { $0.cursor = ListCursor(row: 0) }
    await store.receive(.delegate(.notice("match 1 of 5 · wrapped to the first")))
    await store.send(.key(.escape)) { _ = $0.search?.clear() }
    await store.send(.key(.character("n")))
    await store.receive(.delegate(.notice("n N go to the next match: / to search")))
    await store.finish()
  }

  @Test func nWithASearchThatMatchesNothingSaysSoAndCCreatesAUser() async {
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(Self.client))

    await store.send(.key(.character("/"))) {
      var search = ListSearch()
      _ = search.open()
      search.index(Self.users)
      $0.search = search
    }
    await store.send(.key(.character("z"))) { _ = $0.search?.press(.character("z")) }
    await store.send(.key(.enter)) { _ = $0.search?.press(.enter) }
    await store.send(.key(.character("N")))
    await store.receive(.delegate(.notice("no matches of \"z\" to go to")))
    await store.send(.key(.character("c")))
    await store.receive(
      .delegate(.open(.form(FormScreen(UserForm.new(UserFormFeature.State(mode: .create)))))))
    await store.finish()
  }

  @Test func usersFromTheStoreAreAskedForAgainQuietly() async {
    let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
    let client = NetworkClient.unimplemented.with {
      $0.users = { _ in
        let fresh = ReadFreshness.current == .revalidated
        ReadSourceObserver.current?(fresh ? .server : .stored(at: storedAt))
        return Self.page
      }
    }
    let store = TestStore(
      initialState: UsersScreen.State(size: Fixtures.size), reducer: Self.screen(client))

    await store.send(.appear) { $0.isRequested = true }
    await store.receive(.readSource(.stored(at: storedAt))) {
      $0.origin.record(.stored(at: storedAt))
    }
    await store.receive(.resource(.list(.list(.pageResponse(.success(Self.page)))))) {
      $0.list.list.page = .loaded(Self.page)
      $0.origin.replace()
      $0.origin.startRevalidation()
    }
    #expect(store.state.origin.shown.oldestStoredAt == storedAt)
    await store.receive(.readSource(.server)) { $0.origin.record(.server) }
    await store.receive(.resource(.list(.list(.pageResponse(.success(Self.page)))))) {
      $0.origin.replace()
    }
    await store.finish()
    #expect(store.state.origin.shown.oldestStoredAt == nil)
  }

  @Test func aRefreshTheStoreAnsweredInPlaceOfTheServerSaysWhyAndHowToRetry() async {
    let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
    let error = NetworkError.unreachable(host: "127.0.0.1:5201", reason: "connection refused")
    let client = NetworkClient.unimplemented.with {
      $0.users = { _ in
        ReadSourceObserver.current?(.storedInPlaceOfServer(at: storedAt, error: error))
        return Self.page
      }
    }
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(client))

    await store.send(.key(.character("r"))) {
      $0.baseline = Self.users
      $0.list.list.page = .loaded(Self.page)
    }
    await store.receive(.readSource(.storedInPlaceOfServer(at: storedAt, error: error))) {
      $0.origin.record(.storedInPlaceOfServer(at: storedAt, error: error))
    }
    await store.receive(.resource(.list(.list(.pageResponse(.success(Self.page)))))) {
      $0.baseline = nil
      $0.origin.replace()
    }
    await store.receive(
      .delegate(.notice("r to retry: cannot reach 127.0.0.1:5201: connection refused")))
    await store.finish()
    #expect(store.state.origin.shown.isInPlaceOfServer)
  }

  @Test func offlineTheStoredUsersAreNotAskedForAgain() async {
    let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
    let client = NetworkClient.unimplemented.with {
      $0.users = { _ in
        ReadSourceObserver.current?(.stored(at: storedAt))
        return Self.page
      }
    }
    let store = TestStore(
      initialState: UsersScreen.State(size: Fixtures.size),
      reducer: Self.screen(client, isOffline: true))

    await store.send(.appear) { $0.isRequested = true }
    await store.receive(.readSource(.stored(at: storedAt))) {
      $0.origin.record(.stored(at: storedAt))
    }
    await store.receive(.resource(.list(.list(.pageResponse(.success(Self.page)))))) {
      $0.list.list.page = .loaded(Self.page)
      $0.origin.replace()
    }
    await store.finish()
  }

  @Test func offlineDIsRefusedAtOnceAndHidesNothing() async {
    let store = TestStore(
      initialState: Self.loaded(), reducer: Self.screen(Self.client, isOffline: true))

    await store.send(.key(.character("d")))
    await store.receive(.delegate(.notice("Cannot delete user 1: offline, nothing is sent")))
    await store.finish()
    #expect(store.state.shownRows.count == 5)
  }

  @Test func aUserDeletedIsHiddenAndTheListLoadsAgainOnceTheServerDeletedThem() async {
    let clock = TestClock()
    let deleted = LockedValue<[User.ID]>([])
    let client = Self.client.with { $0.deleteUser = { id in deleted.withLock { $0.append(id) } } }
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(client, clock: clock))
    let target = DeleteFeature.Target.user(1)

    await store.send(.key(.character("d"))) {
      $0.deletions.deletions = [DeleteFeature.State(target: target, status: .confirming)]
      $0.deletions.titles = [target: "User 1"]
    }
    await store.send(.key(.character("y"))) { $0.deletions.deletions[0].status = .pending }
    #expect(store.state.shownRows.map(\.id) == [2, 3, 4, 5])
    await clock.waitForSleepers(count: 1)
    await clock.advance(by: BrowseFeature.undoWindow)
    await store.receive(.deletions(.deletion(ElementAction(id: target, action: .undoWindowClosed))))
    {
      $0.deletions.deletions[0].status = .deleting
    }
    await store.receive(
      .deletions(.deletion(ElementAction(id: target, action: .deleteResponse(.success(target)))))
    ) {
      $0.deletions.deletions[0].status = .deleted
    }
    await store.receive(.resource(.list(.list(.pageResponse(.success(Self.page))))))
    await store.finish()
    #expect(deleted.current == [1])
  }
}
