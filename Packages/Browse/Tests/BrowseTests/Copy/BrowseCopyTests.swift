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

/// `y` and `Y` on the exhaustive `TestStore`: what each screen copies, the OSC 52 sequence
/// written, and what the status line says, written or not.
@Suite(.timeLimit(.minutes(1))) struct BrowseCopyTests {
  private static let size = Fixtures.size

  /// A runtime whose terminal takes what is written when `takes`, noting it.
  private final class Terminal: Sendable {
    let written = LockedValue<[String]>([])
    let takes: Bool

    init(takes: Bool = true) {
      self.takes = takes
    }

    var runtime: BrowseRuntime {
      var runtime = BrowseRuntime.inert
      runtime.copy = { [written, takes] sequence in
        written.withLock { $0.append(sequence) }
        return takes
      }
      return runtime
    }
  }

  private static func browser(_ terminal: Terminal, baseURL: URL? = nil) -> BrowseFeature {
    BrowseFeature(runtime: terminal.runtime, baseURL: baseURL)
  }

  private static func posts() -> BrowseState {
    var state = BrowseState.withPosts()
    state.lists[records: .posts].cursor = ListCursor(row: 6)
    return state
  }

  @Test func aTerminalThatTookNoOutputIsSaid() async {
    let store = TestStore(initialState: Self.posts(), reducer: Self.browser(Terminal(takes: false)))
    await store.send(.key(.character("y")))
    await store.receive(.copied("id 7", written: false)) {
      $0.notice = "not copied: the terminal took no output"
    }
    await store.finish()
  }

}
