import Features
import FeaturesTesting
import Models
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import Browse

/// A photo's screen on the exhaustive `TestStore`: `o` says what it opens, or shows the
/// address it could not open.
@Suite(.timeLimit(.minutes(1))) struct PhotoScreenTests {
  private static let photo = Sample.photo(
    4, in: 1, title: "Quiet bridge", url: "https://example.com/4")

  @Test func oOpensTheAddressAndSaysSo() async {
    let opened = LockedValue<[String]>([])
    let store = TestStore(
      initialState: PhotoScreen.State(photo: Self.photo),
      reducer: PhotoScreen(openURL: { url in
        opened.withLock { $0.append(url) }
        return true
      }))

    await store.send(.key(.character("o")))
    await store.receive(.urlOpened("https://example.com/4"))
    await store.receive(.delegate(.notice("opening https://example.com/4")))
    await store.send(.key(.left))
    await store.receive(.delegate(.close))
    await store.finish()
    #expect(opened.current == ["https://example.com/4"])
  }

  @Test func anAddressThatCannotBeOpenedIsShownInTheStatusLine() async {
    let store = TestStore(
      initialState: PhotoScreen.State(photo: Self.photo),
      reducer: PhotoScreen(openURL: { _ in false }))

    await store.send(.key(.character("o")))
    await store.receive(.urlNotOpened("https://example.com/4")) {
      $0.shownURL = "https://example.com/4"
    }
    await store.finish()
  }
}
