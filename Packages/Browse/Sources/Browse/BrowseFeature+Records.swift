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

  /// Once a form saved `record` of `resource` (its id `id`), shows it: the record screen under
  /// the form, if it shows it, shows what the server answered, and the lists of the resource
  /// (its tab's, a relation's under the form) load again, their cursor on the record.
  func show(
    savedRecord record: JSONObject, of resource: BrowsedResource, id: String?,
    _ state: inout BrowseState
  ) -> Effect<BrowseAction> {
    var effects: [Effect<BrowseAction>] = []
    let top = state.top
    let records = state.opened(top, as: RecordsScreen.State.self)
    if let shown = state.opened(top, as: RecordScreen.State.self),
      id.map({ RecordKey(resource: resource, id: $0) }) == shown.detail.id
    {
      close(top, &state)
      var page = shown.detail.detail.value ?? RecordPage(key: shown.detail.id, record: record)
      page.record = record
      // A link whose foreign key changed names another record now: it is left out.
      page.links = page.links.filter { RecordRow.idText(record[$0.key]) == $0.value.key.id }
      let screen = RecordScreen.State(key: shown.detail.id, detail: .loaded(page), size: state.size)
      effects.append(open(screen, appearing: false, &state))
    } else if records?.query.resource == resource, let element = top.element {
      effects.append(openedScreen(RecordsScreen.Action.reload, element, on: top.tab, &state))
      if let id {
        let select = RecordsScreen.Action.select(.id(id), loadingPages: true)
        effects.append(openedScreen(select, element, on: top.tab, &state))
      }
    }
    effects.append(reloadList(of: resource, selecting: id, &state))
    effects.append(tell(.saved(resource), from: nil, &state))
    return .merge(effects)
  }

  /// Loads the list of `resource`'s tab again, its cursor then on the record `id`.
  private func reloadList(
    of resource: BrowsedResource, selecting id: String?, _ state: inout BrowseState
  ) -> Effect<BrowseAction> {
    let number = id.flatMap { Int($0) }
    switch resource.screens {
    case .todos:
      let select = number.map { todosList(.select(Todo.ID($0)), &state) } ?? .none
      return .merge(todosList(.reload, &state), select)
    case .albums:
      let select = number.map { albumsList(.select(Album.ID($0)), &state) } ?? .none
      return .merge(albumsList(.reload, &state), select)
    case .posts:
      return postsList(.reload, &state)
    case .users:
      return usersList(.reload, &state)
    case .generic:
      guard let list = recordsList(BrowseTab(resource), state) else { return .none }
      let select = id.map { list(.select(.id($0), loadingPages: true), &state) } ?? .none
      return .merge(list(.reload, &state), select)
    }
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
