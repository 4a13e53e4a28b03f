import Features
import FeaturesTesting
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// A photo's screen on the exhaustive `TestStore`: `o` says what it opens, or shows the
/// address it could not open; `r` reads the photo again and says what it found; `/` finds in
/// its text.
@Suite(.timeLimit(.minutes(1))) struct PhotoScreenTests {
  private static let photo = Sample.photo(
    4, in: 1, title: "Quiet bridge", url: "https://example.com/4")
  private static let size = TerminalSize(columns: 80, rows: 24)

  private static func screen(
    _ client: NetworkClient = .unimplemented, openURL: @escaping @Sendable (String) -> Bool
  ) -> PhotoScreen {
    PhotoScreen(client: client, isOffline: false, openURL: openURL)
  }

  @Test func oOpensTheAddressAndSaysSo() async {
    let opened = LockedValue<[String]>([])
    let store = TestStore(
      initialState: PhotoScreen.State(photo: Self.photo, size: Self.size),
      reducer: Self.screen { url in
        opened.withLock { $0.append(url) }
        return true
      })

    await store.send(.key(.character("o")))
    await store.receive(.resource(.urlOpened("https://example.com/4")))
    await store.receive(.delegate(.notice("opening https://example.com/4")))
    await store.send(.key(.left))
    await store.receive(.delegate(.close))
    await store.finish()
    #expect(opened.current == ["https://example.com/4"])
  }

  @Test func anAddressThatCannotBeOpenedIsShownInTheStatusLine() async {
    let store = TestStore(
      initialState: PhotoScreen.State(photo: Self.photo, size: Self.size),
      reducer: Self.screen { _ in false })

    await store.send(.key(.character("o")))
    await store.receive(.resource(.urlNotOpened("https://example.com/4"))) {
      $0.shownURL = "https://example.com/4"
    }
    await store.finish()
  }

  @Test func rReadsThePhotoAgainAndSaysItChanged() async {
    let renamed = Sample.photo(4, in: 1, title: "Loud bridge", url: "https://example.com/4")
    let client = NetworkClient.unimplemented.with { client in
      client.photo = { id in
        #expect(id == 4)
        return renamed
      }
    }
    let store = TestStore(
      initialState: PhotoScreen.State(photo: Self.photo, size: Self.size),
      reducer: Self.screen(client) { _ in false })

    await store.send(.key(.character("r"))) {
      $0.baseline = Self.photo
      $0.origin.startRefresh()
    }
    await store.receive(.detail(.detailResponse(.success(renamed)))) {
      $0.detail.detail = .loaded(renamed)
      $0.baseline = nil
      _ = $0.origin.take(succeeded: true, isOffline: false)
    }
    await store.receive(.delegate(.notice(RefreshNotice.text(changed: true, serverFailure: nil))))
    await store.finish()
  }

  @Test func dDoesNothingOnAPhotoAndSlashFindsInItsText() async {
    let store = TestStore(
      initialState: PhotoScreen.State(photo: Self.photo, size: Self.size),
      reducer: Self.screen { _ in false })

    await store.send(.key(.character("d")))
    await store.send(.key(.character("/"))) { _ = $0.openFind() }
    await store.send(.key(.paste("example"))) { _ = $0.pressFinding(.paste("example")) }
    #expect(store.state.find.matches.count == 2, "the URL and the thumbnail's")
    await store.finish()
  }
}
