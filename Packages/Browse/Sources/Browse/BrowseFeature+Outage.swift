import Features
import ScreenKit
import TerminalKit

/// The end of an outage: once a request reaches the server again, the screens whose read
/// failed, the tabs' lists and the screens opened over them, ask again by themselves, once
/// each, in the background (``OutageRetry``).
extension BrowseFeature {
  /// Has each screen whose read failed, has not asked again since and is not loading, ask
  /// again, and says so in the status line: `the server answers again: asking again for the
  /// users, the albums, post 7`.
  func retryFailedScreens(_ state: inout BrowseState) -> Effect<BrowseAction> {
    let failed = state.armedForOutage(among: everyScreen(state))
    guard !failed.isEmpty else { return .none }
    let retries = tell(failed.map(\.0), .retryAfterOutage, &state)
    let text =
      "the server answers again: asking again for "
      + failed.map(\.1).joined(separator: ", ")
    state.notice = state.notice.map { "\($0) · \(text)" } ?? text
    return retries
  }
}

extension BrowseState {
  /// The screens of `screens` that ask again by themselves now that the server answers again,
  /// each with what the status line calls it. A screen loading already, such as one that `r`
  /// asks again, gets its own answer.
  func armedForOutage(among screens: [ScreenID]) -> [(ScreenID, String)] {
    screens.compactMap { id in
      screen(id).flatMap { shown in
        shown.screen.outageRetry == .armed && !shown.isLoading ? (id, shown.screen.retryName) : nil
      }
    }
  }
}
