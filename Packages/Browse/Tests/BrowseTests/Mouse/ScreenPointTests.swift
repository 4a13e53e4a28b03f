import Features
import FeaturesTesting
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// Each screen a click puts the cursor on, on the exhaustive `TestStore`: the item at the
/// index clicked, never one that is not shown.
@Suite(.timeLimit(.minutes(1))) struct ScreenPointTests {
  @Test func aUserPutsTheCursorOnTheAlbumClicked() async {
    let albums = (1...4).map { Sample.album(Album.ID($0), title: "Album \($0)") }
    let detail = UserDetail(user: Sample.leanne, albums: albums, todos: [])
    let store = TestStore(
      initialState: UserScreen.State(userID: 1, detail: .loaded(detail), size: Fixtures.size),
      reducer: UserScreen(
        user: UserDetailFeature(client: .unimplemented), isOffline: false, openURL: { _ in false }
      ))

    await store.send(.point(2)) { $0.album = 2 }
    await store.send(.point(4))
    await store.send(.key(.enter))
    await store.receive(
      .delegate(.open(.record(RecordKey(resource: BrowsedResource(name: "albums"), id: "3")))))
    await store.finish()
  }

  @Test func theUsersPutTheCursorOnTheRowClicked() async {
    let users = Page(items: [Sample.leanne, Sample.ervin])
    var usersState = UsersScreen.State(size: Fixtures.size)
    usersState.list.list.page = .loaded(users)
    let usersStore = TestStore(
      initialState: usersState,
      reducer: UsersScreen(
        users: UsersListFeature(client: .unimplemented),
        deletions: DeletionList(
          deletion: DeleteFeature(
            client: .unimplemented, undoWindow: .seconds(5), clock: ContinuousClock())),
        isOffline: false, openURL: { _ in false }))
    await usersStore.send(.point(1)) { $0.cursor = ListCursor(row: 1) }
    await usersStore.send(.point(2))
    await usersStore.finish()

  }
}
