import Features
import JSONCoding
import ScreenKit

extension RecordsList {
  /// The add-ons with keys on a list that a list of `resource` whose first records are
  /// `records` takes, in the order they win (``ResourceCatalog/addOns(of:record:)``'s).
  func addOns(of resource: BrowsedResource, records: [JSONObject]) -> [RecordAddOn] {
    ResourceCatalog.ordered(
      addOns.filter { !$0.listKeys.bindings.isEmpty && $0.adds(to: resource, records: records) })
  }

  /// The list's keys with those of `addOns`: theirs first, in their order, then the list's
  /// own that none of theirs takes.
  static func keys(with addOns: [RecordAddOn]) -> RecordsScreen.Keys {
    keys.adding(first: addOns.flatMap(\.listKeys.bindings))
  }

  public static func keys(of state: RecordsScreen.State) -> RecordsScreen.Keys {
    keys(with: state.addOns)
  }

  /// The list's kind with the keys of its add-ons, named after the first of them; the list's
  /// own without any.
  public static func kind(of state: RecordsScreen.State) -> ScreenKind {
    kind(with: state.addOns)
  }

  /// The kind of a list of records with `addOns`, as the help and the notices of keys not on a
  /// screen name it: `a chore in a list`.
  static func kind(with addOns: [RecordAddOn]) -> ScreenKind {
    guard let first = addOns.first else { return kind }
    var added = ScreenKind(name: "\(first.name) in a list", keyLines: keys(with: addOns).lines)
    added.addition = ScreenKind.Addition(base: kind.name, need: first.need, isPlural: true)
    return added
  }
}
