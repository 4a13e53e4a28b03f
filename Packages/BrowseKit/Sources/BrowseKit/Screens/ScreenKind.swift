import ScreenKit

/// A kind of the browser's screens: what the key help, the status line's notices and the
/// keys' documentation call it, and its keys. Each screen declares its own beside its key
/// table; screens of one kind are one to the browser.
public struct ScreenKind: Sendable, Hashable {
  public init(name: String, keyLines: [KeyLine]) {
    self.name = name
    self.keyLines = keyLines
  }

  /// The screen as the help and the status line name it: `the posts`, `a post`.
  public let name: String
  /// The screen's keys, read from its key table.
  public let keyLines: [KeyLine]

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension ScreenKind {
  /// Every kind of a browser of `catalog` whose screens opened over the lists are `screens`, in
  /// the help's order: the registered lists' in the tab bar's order, then the screens', then
  /// the record screen with each add-on's keys, and the list of records with each add-on's
  /// keys on a list, each once.
  public static func all(in catalog: ResourceCatalog, screens: [any RegisteredScreen.Type])
    -> [ScreenKind]
  {
    var seen = Set<ScreenKind>()
    let lists = catalog.ownResources.compactMap { $0.screens.list?.kind }
    let addOns = catalog.registeredAddOns.filter { !$0.keys.bindings.isEmpty }
      .map { RecordDetails.kind(with: [$0]) }
    let listAddOns = catalog.registeredAddOns.filter { !$0.listKeys.bindings.isEmpty }
      .map { RecordsList.kind(with: [$0]) }
    return (lists + screens.map { $0.kind } + addOns + listAddOns).filter {
      seen.insert($0).inserted
    }
  }
}
