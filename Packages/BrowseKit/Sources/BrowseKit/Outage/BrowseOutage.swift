import Features
import ScreenKit

/// The end of an outage, for the browser (``BrowseFeature/outage``) to call: once a request
/// reaches the server again, the screens that show stored data in its place say so no more,
/// and the screens whose read failed, the tabs' lists and the screens opened over them, ask
/// again by themselves, once each, in the background (`OutageRetry`).
public struct BrowseOutage {
  public init(browser: BrowseFeature) {
    self.browser = browser
  }

  public let browser: BrowseFeature

  /// The server answered a read: the screens that show stored data in place of a server that
  /// could not be reached no longer say they are offline, and the screens whose read failed
  /// ask again, once.
  func serverReached(_ state: inout BrowseState) -> Effect<BrowseAction> {
    let standingIn = browser.everyScreen(state).filter {
      state.screen($0)?.origin?.shown.isInPlaceOfServer == true
    }
    return .merge(browser.tell(standingIn, .serverReached, &state), retryFailedScreens(&state))
  }

  /// Has each screen whose read failed, has not asked again since and is not loading, ask
  /// again, and says so in the status line: `the server answers again: asking again for the
  /// users, the albums, post 7`.
  private func retryFailedScreens(_ state: inout BrowseState) -> Effect<BrowseAction> {
    let failed = state.armedForOutage(among: browser.everyScreen(state))
    guard !failed.isEmpty else { return .none }
    let retries = browser.tell(failed.map(\.0), .retryAfterOutage, &state)
    let text =
      "the server answers again: asking again for "
      + failed.map(\.1).joined(separator: ", ")
    state.notice = state.notice.map { "\($0) · \(text)" } ?? text
    state.outageNotice = text
    return retries
  }
}
