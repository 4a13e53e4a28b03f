import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The end of an outage: once a request reaches the server again, the tabs whose list failed
/// ask again by themselves, once each, in the background (``OutageRetry``).
extension BrowseFeature {
  /// Has each tab whose list failed, has not asked again since and is not loading, ask again,
  /// and says so in the status line: `the server answers again: asking again for the users,
  /// the albums`.
  func retryFailedTabs(_ state: inout BrowseState) -> Effect<BrowseAction> {
    // A tab loading already, such as one that `r` asks again, gets its own answer.
    let tabs = BrowseTab.allCases.filter {
      state.outageRetry(of: $0) == .armed && state.screen(.root(of: $0))?.isLoading != true
    }
    guard !tabs.isEmpty else { return .none }
    let retries = tabs.map { tell($0, .retryAfterOutage, &state) }
    let lists = tabs.map { "the \($0.title.lowercased())" }.joined(separator: ", ")
    let text = "the server answers again: asking again for \(lists)"
    state.notice = state.notice.map { "\($0) · \(text)" } ?? text
    return .merge(retries)
  }
}

extension BrowseState {
  /// Whether `tab`'s list asks again by itself once the server answers after it failed.
  func outageRetry(of tab: BrowseTab) -> OutageRetry {
    screen(.root(of: tab))?.screen.listOutage ?? .idle
  }
}
