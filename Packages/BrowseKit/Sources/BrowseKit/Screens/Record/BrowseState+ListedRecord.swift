import Features
import JSONCoding
import ScreenKit

extension BrowseState {
  /// What the list shown holds of the record `key` (a tab's or a relation's), for the record's
  /// screen to show at once while it asks for the record; `nil` when it holds none.
  func listedRecord(_ key: RecordKey) -> JSONObject? {
    let list: RecordsScreen.State?
    if let opened = opened(top, as: RecordsScreen.State.self) {
      list = opened
    } else if top.element == nil {
      list = lists.list(top.tab, as: RecordsScreen.State.self)
    } else {
      list = nil
    }
    return list?.feed.items.first { $0.key == key }?.fields
  }
}
