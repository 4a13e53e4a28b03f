import Features
import Foundation
import JSONCoding
import ScreenKit
import TerminalKit

extension RecordDetails: BrowseDetail {
  public static let kind = ScreenKind(name: "a record of any resource", keyLines: keys.lines)

  /// A record saved or deleted of a resource whose records the record's relations count: the
  /// record is read again, quietly, so that its counts are not stale.
  public static func action(for input: ScreenInput, in state: Screen.State) -> Screen.Action? {
    guard case .changed(let change) = input else { return input.action() }
    if case .updated = change { return nil }
    let relations = state.detail.detail.value?.relations ?? []
    return relations.contains { $0.resource == change.resource } ? .revalidate : nil
  }

  /// Record `key`, shown at once as the list it was opened from has it, while it is read,
  /// with the add-ons it meets as far as that shows.
  public static func state(opening key: RecordKey, in browser: BrowseState) -> Screen.State {
    let listed = browser.listedRecord(key)
    let addOns = browser.catalog.addOns(of: key.resource, record: listed)
    var state = RecordScreen.State(
      key: key,
      detail: listed.map { record in
        var page = RecordPage(key: key, record: record, addOns: addOns)
        page.isAsListed = true
        return .loaded(page)
      } ?? .loading, size: browser.size)
    state.addOns = addOns
    return state
  }

  public static func screen(_ context: ScreenContext) -> Screen {
    RecordScreen(
      collections: context.collections, catalog: context.catalog, isOffline: context.isOffline,
      openURL: context.runtime.openURL)
  }

  /// The most cells of the record's name in the header's way to it.
  static let crumbWidth = 32

  public static func skipped(of value: RecordPage) -> [SkippedItems] { [] }

  /// The record's name once loaded, else its singular and id (`customer 7`), cut to
  /// `crumbWidth`.
  public static func crumb(_ state: Screen.State) -> String {
    let title = state.detail.detail.value?.title ?? state.detail.id.description
    return title.sanitizedForTerminalLine.truncated(toDisplayWidth: crumbWidth)
  }

  /// The record's singular and id: `customer 7`.
  public static func name(_ state: Screen.State) -> String {
    state.detail.id.description.sanitizedForTerminalLine
  }

  /// The record's id (`y`), or its JSON as the server sent it (`Y`).
  public static func clip(_ kind: Clip.Kind, of state: Screen.State, baseURL: URL?) -> Clip? {
    let key = state.detail.id
    switch kind {
    case .text:
      let id = key.id.sanitizedForTerminalLine
      return Clip(text: key.id, name: "id \(id)")
    case .json:
      guard let record = state.detail.detail.value?.record else { return nil }
      let text = String(decoding: JSONValue.object(record).serialized(.indented), as: UTF8.self)
      return Clip(text: text, name: "\(name(state)) as JSON (\(text.utf8.count) bytes)")
    }
  }

  public static func itemUnderCursor(_ state: Screen.State) -> Int? {
    state.items.isEmpty ? nil : state.item
  }

  /// Where the record stands: its singular and id, the lines scrolled and the find, and a
  /// failed read with how to retry.
  public static func status(_ state: Screen.State, in view: BrowseView) -> (String, String?) {
    view.detailStatus(
      name(state), state.scroll, count: state.lineCount, rows: state.visibleRows,
      find: state.find, failure: state.detail.detail.failure)
  }
}

extension BrowseDelegate.Destination {
  /// A record of any resource, on the generic record screen, or on the screen an add-on of
  /// its resource shows it with in that one's place (``RecordAddOn/screen``).
  public static func record(_ key: RecordKey) -> Self {
    Self(RecordScreen.State.self, key) { browser in
      let listed = browser.listedRecord(key)
      if let replacement = browser.catalog.replacement(of: key, record: listed) {
        return replacement.screen(in: browser)
      }
      return OpenedScreen.State(RecordScreen.State(opening: key, in: browser))
    }
  }
}

extension ScreenKind {
  public static var record: ScreenKind { RecordDetails.kind }
}
