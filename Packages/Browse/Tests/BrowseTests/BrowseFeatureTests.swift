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
    checkEqual(runtime.calls.current.sorted(), ["end interrupted", "end quit", "suspend"])
  }

  @Test func theHelpScrollsWhenTallerThanTheWindowAndAnyOtherKeyClosesIt() async {
    var state = Self.loaded()
    state.size = TerminalSize(columns: 40, rows: 10)
    let store = TestStore(initialState: state, reducer: BrowseFeature())
    let hidden = BrowseLayout.hiddenHelpLines(in: state)
    check(hidden > 2)

    await store.send(.key(.character("?"))) { $0.help = 0 }
    await store.send(.key(.down)) { $0.help = 1 }
    await store.send(.key(.character("j"))) { $0.help = 2 }
    await store.send(.key(.pageDown)) {
      $0.help = min(hidden, 2 + BrowseLayout.helpRows(TerminalSize(columns: 40, rows: 10)))
    }
    await store.send(.key(.character("2"))) { $0.help = nil }
    checkEqual(store.state.tab, .posts, "the key only closed the help")
    await store.send(.key(.character("?"))) { $0.help = 0 }
    await store.send(.key(.character("q"))) { $0.help = nil }
    await store.finish()
  }

  @Test func everyMoveScrollsTheHelpToItsEnds() async {
    var state = Self.loaded()
    state.size = TerminalSize(columns: 40, rows: 10)
    let store = TestStore(initialState: state, reducer: BrowseFeature())
    let hidden = BrowseLayout.hiddenHelpLines(in: state)
    let half = max(1, BrowseLayout.helpRows(state.size) / 2)

    await store.send(.key(.character("?"))) { $0.help = 0 }
    await store.send(.key(.character("G"))) { $0.help = hidden }
    await store.send(.key(.control("u"))) { $0.help = hidden - half }
    await store.send(.key(.home)) { $0.help = 0 }
    await store.send(.key(.control("d"))) { $0.help = half }
    await store.send(.key(.character("g"))) { $0.help = 0 }
    await store.send(.key(.up)) { $0.help = 0 }
    await store.finish()
  }

  @Test func rOfflineSaysItNeedsTheNetworkAndTheCachesWarningStays() async {
    let state = BrowseState.withPosts((1...3).map { Fixtures.post($0) }, isOffline: true)
    let store = TestStore(initialState: state, reducer: BrowseFeature(isOffline: true))

    await store.send(.warningsChanged(["cannot store data in the cache"])) {
      $0.warning = "warning: cannot store data in the cache"
    }
    await store.send(.key(.character("r"))) { $0.notice = "offline: r needs the network" }
    await store.finish()
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
    checkEqual(runtime.calls.current, ["end quit"])
  }

}
