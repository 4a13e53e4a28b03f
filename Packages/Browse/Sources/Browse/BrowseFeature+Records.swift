import Features
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// What the browser does with the records its generic forms save and its record screens
/// delete: each goes to the list of its resource's tab, which reloads or deletes it.
extension BrowseFeature {
  /// Deletes the record `key`, named `title`, confirmed on its screen: the list of its
  /// resource's tab deletes it, within its undo window.
  func deleteRecord(_ key: RecordKey, title: String, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    let tab = BrowseTab(key.resource)
    guard state.lists[tab] != nil else { return refuse(key, &state) }
    return tell(tab, .deletionConfirmed(key, title: title), &state)
  }

  /// Hands the deletions still in their undo window on the lists `ids`, opened over a tab's
  /// list and about to close, to the list of their resource's tab, where they wait out a window
  /// anew: a list that closes stops waiting, and would never send them.
  func handOverDeletions(of ids: [ScreenID], _ state: inout BrowseState) -> Effect<BrowseAction> {
    let pending = ids.flatMap { id -> [(RecordKey, String?)] in
      guard
        let deletions = state.opened(id, as: RecordsScreen.State.self)?.deletions
          ?? state.opened(id, as: TodosScreen.State.self)?.deletions
      else { return [] }
      return deletions.deletions.filter { $0.status == .pending }.map {
        ($0.target, deletions.titles[$0.target])
      }
    }
    return .merge(
      pending.map { key, title in deleteRecord(key, title: title ?? key.description, &state) })
  }

  /// Says that `key` is not deleted: no list of the browser's deletes its resource's records.
  private func refuse(_ key: RecordKey, _ state: inout BrowseState) -> Effect<BrowseAction> {
    state.notice = "Cannot delete \(key): no tab lists its records".sanitizedForTerminalLine
    return .none
  }
}

extension DeletionFeature where Target == RecordKey {
  /// Deletes each record through `records`, at its resource's path; with an `undoWindow`, once
  /// that long has passed on `clock`.
  init(records: RecordsClient, undoWindow: Duration?, clock: any Clock<Duration>) {
    self.init(undoWindow: undoWindow, clock: clock) { key in
      try await records.delete(key.id, of: key.resource.path)
    }
  }
}
