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

/// The end of an outage on the exhaustive `TestStore`: once a request reaches the server again,
/// the tabs whose list failed ask again by themselves, once, and the status line says so.
@Suite(.timeLimit(.minutes(1))) struct BrowseOutageRetryTests {
  private static let size = Fixtures.size
  private static let down = NetworkError.unreachable(host: "api.test", reason: "down")
  private static let failure = LoadFailure(down)

  @Test func whatTheEndOfAnOutageSaidStaysAfterAnAnswerSaysMoreUntilTheNextKey() {
    let browser = BrowseFeature()
    var state = BrowseState(size: Self.size)
    state.notice = "the server answers again: asking again for the albums"
    state.outageNotice = state.notice

    _ = browser.handle(.notice("up to date"), from: state.top, &state)
    checkEqual(state.notice, "up to date · the server answers again: asking again for the albums")
    _ = browser.press(.character("j"), &state)
    _ = browser.handle(.notice("up to date"), from: state.top, &state)
    checkEqual(state.notice, "up to date", "the next key forgets it")
  }

}
