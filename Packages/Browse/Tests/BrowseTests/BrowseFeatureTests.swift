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

/// The browser on the exhaustive `TestStore`: the tabs and their stacks of screens, the keys it
/// keeps for itself and those it hands to the screen shown, the help, the command line, and
/// what it does with what the screens tell it.
@Suite(.timeLimit(.minutes(1))) struct BrowseFeatureTests {
  private static let size = Fixtures.size
  private static let client = Fixtures.posts()

  /// A browser whose posts are read.
  private static func loaded() -> BrowseState { .withPosts() }

  /// A runtime that notes what it is asked.
  private final class Runtime: Sendable {
    let calls = LockedValue<[String]>([])

    var runtime: BrowseRuntime {
      BrowseRuntime(
        end: { [calls] ending in calls.withLock { $0.append("end \(ending)") } },
        suspend: { [calls] in calls.withLock { $0.append("suspend") } },
        edit: { .success($0) }, openURL: { _ in false })
    }
  }

  @Test func qQuitsCtrlCInterruptsAndCtrlZSuspendsFromAnywhere() async {
    let runtime = Runtime()
    let store = TestStore(
      initialState: Self.loaded(),
      reducer: BrowseFeature(runtime: runtime.runtime))

    await store.send(.key(.character("?"))) { $0.help = 0 }
    await store.send(.key(.control("z")))
    await store.send(.key(.control("c")))
    await store.send(.key(.character("q"))) { $0.help = nil }
    await store.send(.key(.character("q")))
    await store.finish()
    // Each key's effect runs as a task of its own: which of them reaches the runtime first is
    // not the reducer's to say.
    #expect(runtime.calls.current.sorted() == ["end interrupted", "end quit", "suspend"])
  }

  @Test func aTooSmallTerminalTakesOnlyQuitting() async {
    let runtime = Runtime()
    var state = Self.loaded()
    state.size = TerminalSize(columns: 39, rows: 24)
    let store = TestStore(
      initialState: state, reducer: BrowseFeature(runtime: runtime.runtime))

    await store.send(.key(.character("2")))
    await store.send(.key(.down))
    await store.send(.key(.character("q")))
    await store.finish()
    #expect(runtime.calls.current == ["end quit"])
  }

}
