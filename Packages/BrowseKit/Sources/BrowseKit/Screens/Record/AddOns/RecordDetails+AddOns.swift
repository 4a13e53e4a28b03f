import Features
import ScreenKit
import TerminalKit

extension RecordDetails {
  /// The record screen's keys with those of `addOns`: theirs first, in their order, then the
  /// screen's own that none of theirs takes.
  static func keys(with addOns: [RecordAddOn]) -> Screen.Keys {
    keys.adding(first: addOns.flatMap(\.keys.bindings))
  }

  /// The record screen's kind with the keys of the record's add-ons, named as the first of
  /// them with keys names its records; the screen's own without any.
  public static func kind(of state: Screen.State) -> ScreenKind {
    kind(with: state.addOns)
  }

  /// The kind of a record screen with `addOns`, as the help and the notices of keys not on a
  /// screen name it.
  static func kind(with addOns: [RecordAddOn]) -> ScreenKind {
    let keyed = addOns.filter { !$0.keys.bindings.isEmpty }
    guard let first = keyed.first else { return kind }
    var added = ScreenKind(name: first.name, keyLines: keys(with: keyed).lines)
    added.addition = ScreenKind.Addition(base: kind.name, need: first.need, isPlural: false)
    return added
  }

  public static func hints(_ state: Screen.State, filtered: Bool) -> [(text: String, rank: Int)] {
    keys(with: state.addOns).hints(for: state, filtered: filtered)
  }

  /// Presses `key` on the table of the first of the record's add-ons that has it, before the
  /// screen's own table. While the record first comes, a key of an add-on it may meet once
  /// read waits for it, as the screen's keys that act on the record do; and while a record
  /// shown as its list has it is read, Enter waits for the links the read finds (the keys
  /// after it too), unless the read failed or the browser is offline.
  public func take(_ key: Key, _ state: inout Screen.State) -> Screen.Keys.Press {
    if key == .enter, state.items.isEmpty, !isOffline, state.outage == .idle,
      state.detail.detail.value?.isAsListed == true,
      state.scroll.held.hold(key, isWaiting: true)
    {
      return .done(.none)
    }
    let resource = state.detail.id.resource
    let candidates =
      state.isWaitingForRecord ? addOns.filter { $0.mayAdd(to: resource) } : state.addOns
    guard let table = candidates.first(where: { $0.keys.knows(key) })?.keys else {
      return .passed
    }
    let wait = table.binding(for: key, in: state)?.wait ?? .waits
    if state.scroll.held.hold(key, wait, whileComing: state.isWaitingForRecord) {
      return .done(.none)
    }
    return table.press(key, on: Screen(self), &state)
  }
}
