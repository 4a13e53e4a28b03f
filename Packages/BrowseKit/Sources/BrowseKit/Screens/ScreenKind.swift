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
  /// The kind whose keys this one adds to, and what a record needs to have them, for an
  /// add-on's kind; `nil` for a kind of its own.
  var addition: Addition?

  /// What an add-on's kind adds its keys to, as the notice of one of them pressed where they
  /// are not says it: `Space needs a true/false field: the users have none`.
  struct Addition: Sendable {
    /// The name of the kind it adds keys to: the list of records', or the record screen's.
    var base: String
    /// What a record needs to have the keys: `a true/false field`; `nil` when the add-on does
    /// not say (``RecordAddOn/need``).
    var need: String?
    /// Whether a screen of ``base`` shows records, which `have` what they need, or one record,
    /// which `has` it.
    var isPlural: Bool
  }

  /// The name of the kind whose keys this one has, with those its add-ons add: ``name`` for a
  /// kind of its own.
  var base: String { addition?.base ?? name }

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
