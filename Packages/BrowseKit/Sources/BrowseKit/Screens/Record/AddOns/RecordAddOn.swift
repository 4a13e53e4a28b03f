import Features
import JSONCoding
import ScreenKit

/// What an API adds to the generic record screen and the generic list of records, for the
/// records of one resource, or of any resource whose records have a shape, as k9s adds a key to
/// its generic viewer for one resource: keys, in a table of their own, so that the help, the
/// status line's hints and the keys' documentation say them; keys on a list of such records;
/// sections after the record's fields; a drawing of a field; or a screen of the API's own in the
/// record screen's place.
///
/// The catalog holds the add-ons (``ResourceCatalog/addOns``), and the shell adds its own by
/// field kind after them (``fieldKinds``). A record takes those it meets (``Match``), and a list
/// those its first records meet, those that name its resource before those that match its
/// shape. What an add-on says wins over what the generic screen does: its keys over the
/// screen's, its drawing of a field over the field's value; the first add-on's over the next's.
///
/// ```swift
/// let chores = RecordAddOn(
///   "a chore", for: .resource("chores"), drawings: ["done": { $0 == true ? "yes" : "not yet" }])
/// ```
public struct RecordAddOn: Sendable, Hashable {
  /// The records an add-on adds to.
  public enum Match: Sendable {
    /// The records of the resource of this name.
    case resource(String)
    /// The records, of any resource, for which this is true: those with a `geo`, say.
    case records(@Sendable (JSONObject) -> Bool)
  }

  /// How a field is shown: its text, from its value.
  public typealias Drawing = @Sendable (JSONValue) -> String

  /// What the help calls the records it adds to (`a book`): its heading reads `On a book`.
  /// Two add-ons are the same when their names are.
  public let name: String
  public let match: Match
  /// The keys it adds, before the record screen's own: a key of both is the add-on's.
  public let keys: RecordScreen.Keys
  /// The keys it adds to a list of its records, before the list's own: a key of both is the
  /// add-on's.
  public let listKeys: RecordsScreen.Keys
  /// Sections shown after the record's fields, before the records that point to it.
  public let sections: @Sendable (RecordPage) -> [RecordSection]
  /// The drawings of fields, by name; a nested field by its way there (`address.city`).
  public let drawings: [String: Drawing]
  /// The screen that shows a record in the record screen's place, where it says one does;
  /// `nil` where the record screen shows it.
  public let screen: @Sendable (RecordKey) -> BrowseDelegate.Destination?
  /// What a record needs for the add-on to add to it, as the status line says it when one of
  /// its keys is pressed on a list or a record without it: `a true/false field` (`Space needs
  /// a true/false field: the users have none`); `nil`, the default, to say only where the key
  /// works (``needing(_:)``).
  public private(set) var need: String?

  public init(
    _ name: String, for match: Match, keys: [RecordDetails.Binding] = [],
    sections: @escaping @Sendable (RecordPage) -> [RecordSection] = { _ in [] },
    drawings: [String: Drawing] = [:],
    screen: @escaping @Sendable (RecordKey) -> BrowseDelegate.Destination? = { _ in nil }
  ) {
    self.init(
      name, for: match, listKeys: [], keys: keys, sections: sections, drawings: drawings,
      screen: screen)
  }

  /// An add-on with keys on the list of its records too (`listKeys`), the rest as
  /// ``init(_:for:keys:sections:drawings:screen:)`` says.
  public init(
    _ name: String, for match: Match, listKeys: [RecordsList.Binding],
    keys: [RecordDetails.Binding] = [],
    sections: @escaping @Sendable (RecordPage) -> [RecordSection] = { _ in [] },
    drawings: [String: Drawing] = [:],
    screen: @escaping @Sendable (RecordKey) -> BrowseDelegate.Destination? = { _ in nil }
  ) {
    self.name = name
    self.match = match
    self.keys = RecordScreen.Keys(keys)
    self.listKeys = RecordsScreen.Keys(listKeys)
    self.sections = sections
    self.drawings = drawings
    self.screen = screen
  }

  /// This add-on, saying that a record needs `need` for it to add to it (``need``).
  public func needing(_ need: String) -> Self {
    var addOn = self
    addOn.need = need
    return addOn
  }

  /// Whether it adds to `record` of `resource`; a record not read yet meets only an add-on of
  /// its resource.
  public func adds(to resource: BrowsedResource, record: JSONObject?) -> Bool {
    switch match {
    case .resource(let name): name == resource.name
    case .records(let matches): record.map(matches) ?? false
    }
  }

  /// Whether it adds to a list of `resource` whose first records are `records`: one of its
  /// resource, or one that some of those records meet.
  func adds(to resource: BrowsedResource, records: some Sequence<JSONObject>) -> Bool {
    switch match {
    case .resource(let name): name == resource.name
    case .records(let matches): records.contains(where: matches)
    }
  }

  /// Whether it may add to a record of `resource` once the record is read.
  func mayAdd(to resource: BrowsedResource) -> Bool {
    switch match {
    case .resource(let name): name == resource.name
    case .records: true
    }
  }

  var isOfResource: Bool {
    if case .resource = match { true } else { false }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
