import Features
import ScreenKit
import TerminalKit

/// What the browser does with the deletions its screens confirm, for the browser
/// (``BrowseFeature/deletions``) to call: each goes to the list of its resource's tab, which
/// deletes it within its undo window; a list that closes hands its own on; the end of the
/// session sends them all.
public struct BrowseDeletions {
  public init(browser: BrowseFeature) {
    self.browser = browser
  }

  public let browser: BrowseFeature

  /// Deletes the record `key`, named `title`, confirmed on its screen: the list of its
  /// resource's tab deletes it, within its undo window.
  public func delete(_ key: RecordKey, title: String, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    let tab = BrowseTab(key.resource)
    guard state.lists[tab] != nil else {
      state.notice = "Cannot delete \(key): no tab lists its records".sanitizedForTerminalLine
      return .none
    }
    return browser.tell(tab, .deletionConfirmed(key, title: title), &state)
  }

  /// Hands the deletions still in their undo window on the lists `ids`, opened over a tab's
  /// list and about to close, to the list of their resource's tab, where they wait out a window
  /// anew: a list that closes stops waiting, and would never send them.
  func handOver(from ids: [ScreenID], _ state: inout BrowseState) -> Effect<BrowseAction> {
    let pending = ids.flatMap { state.screen($0)?.screen.pendingDeletions ?? [] }
    return .merge(pending.map { delete($0.key, title: $0.title, &state) })
  }

  /// Sends every deletion still in its undo window at once, on every list.
  func sendPending(_ state: inout BrowseState) -> Effect<BrowseAction> {
    browser.tell(browser.everyScreen(state), .sendPendingDeletions, &state)
  }
}
