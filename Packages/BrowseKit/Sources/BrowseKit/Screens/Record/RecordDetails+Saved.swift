import Features
import JSONCoding
import ScreenKit

extension RecordDetails {
  /// Shows `record` of `resource` (its id `id`) as a form saved it: the record screen under the
  /// form, if it shows it, shows what the server answered, and the lists of the resource (its
  /// tab's, a relation's under the form) load again, their cursor on the record; every other
  /// screen is told of the save.
  public static func show(
    saved record: JSONObject, of resource: BrowsedResource, id: String?,
    in browser: BrowseFeature, _ state: inout BrowseState
  ) -> Effect<BrowseAction> {
    var effects: [Effect<BrowseAction>] = []
    let top = state.top
    let records = state.opened(top, as: RecordsScreen.State.self)
    if let shown = state.opened(top, as: RecordScreen.State.self),
      id.map({ RecordKey(resource: resource, id: $0) }) == shown.detail.id
    {
      browser.close(top, &state)
      var page = shown.detail.detail.value ?? RecordPage(key: shown.detail.id, record: record)
      page.record = record
      // A link whose foreign key changed names another record now: it is left out.
      page.links = page.links.filter { RecordRow.idText(record[$0.key]) == $0.value.key.id }
      let screen = RecordScreen.State(key: shown.detail.id, detail: .loaded(page), size: state.size)
      effects.append(browser.open(screen, appearing: false, &state))
    } else if records?.query.resource == resource, let element = top.element {
      effects.append(
        browser.openedScreen(RecordsScreen.Action.reload, element, on: top.tab, &state))
      if let id {
        let select = RecordsScreen.Action.select(.id(id), loadingPages: true)
        effects.append(browser.openedScreen(select, element, on: top.tab, &state))
      }
    }
    effects.append(reloadList(of: resource, selecting: id, in: browser, &state))
    effects.append(browser.tell(.saved(resource), from: nil, &state))
    return .merge(effects)
  }

  /// Loads the list of `resource`'s tab again, its cursor then on the record `id`: the tab's
  /// own list says how, or the generic one.
  private static func reloadList(
    of resource: BrowsedResource, selecting id: String?, in browser: BrowseFeature,
    _ state: inout BrowseState
  ) -> Effect<BrowseAction> {
    if let list = resource.screens.list {
      return list.reload(selecting: id, in: browser, &state)
    }
    guard let list = browser.recordsList(BrowseTab(resource), state) else { return .none }
    let select = id.map { list(.select(.id($0), loadingPages: true), &state) } ?? .none
    return .merge(list(.reload, &state), select)
  }
}
