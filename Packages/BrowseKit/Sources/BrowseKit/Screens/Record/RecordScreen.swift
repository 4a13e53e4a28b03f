import Features
import JSONCoding
import ScreenKit
import TerminalKit

/// A record of any resource, opened from a generic list, from a link of another record, or
/// from the command line: the kit's `DetailScreen` of ``RecordDetails``.
///
/// `↑` `↓` move over what opens (the records its foreign keys name, its arrays, the records
/// that point to it) once the line under the cursor is in sight, and scroll a line otherwise;
/// Enter opens it; `e` opens its form, `d` asks to delete it (the list of its resource's tab
/// deletes it, once confirmed); `r` reads the record and all it shows again, `/` finds in it.
public typealias RecordScreen = DetailScreen<RecordDetails>

/// A record of any shape as a `DetailScreen` shows it: read with the records its foreign
/// keys name and the counts of those that point to it (``RecordReading``), laid out field by
/// field (``RecordLayout``), with a cursor over the lines that open something.
public struct RecordDetails: DetailResource {
  public init(
    detail: DetailFeature<RecordKey, RecordPage>, isOffline: Bool, idField: String,
    collections: RecordCollections, addOns: [RecordAddOn] = []
  ) {
    self.detail = detail
    self.isOffline = isOffline
    self.idField = idField
    self.collections = collections
    self.addOns = addOns
  }

  public typealias ID = RecordKey
  public typealias Value = RecordPage
  public typealias Delegate = BrowseDelegate

  /// The line under the cursor, among those that open something, from 0.
  public struct Extra: Sendable, Hashable {
    public var item = 0
    /// The add-ons of the record: those of its resource until it is read, then those it
    /// meets.
    public var addOns: [RecordAddOn] = []
  }

  public static let noun = "record"

  public let detail: DetailFeature<RecordKey, RecordPage>
  public let isOffline: Bool
  /// The member that identifies a record, which its form leaves out.
  public let idField: String
  /// What the record is read and written through, for an add-on's keys to use.
  public let collections: RecordCollections
  /// Every add-on of the catalog, whichever the record meets once read.
  public let addOns: [RecordAddOn]
  /// The rules of each resource's fields, which a record's form checks
  /// (``ResourceCatalog/rules``).
  var rules: [String: [String: FormValidation.Rule]] = [:]
  /// Opens a web address in the user's browser (`o`); false when it could not.
  var openURL: @Sendable (String) -> Bool = { _ in false }

  public static func lines(of detail: Detail, width: Int, usesColor: Bool) -> [String] {
    RecordLayout(detail, width: width, usesColor: usesColor).lines
  }

  /// The record, but not an array shown in its place.
  public static func deletionTarget(of id: RecordKey) -> RecordKey? {
    id.field.isEmpty ? id : nil
  }

  public static func title(of page: RecordPage) -> String { page.title }

  /// Keeps the cursor within the lines that open something as they are now, and takes the
  /// add-ons of the record read.
  public func fit(_ state: inout Screen.State) {
    if let page = state.detail.detail.value { state.addOns = page.addOns }
    state.item = max(0, min(state.item, state.items.count - 1))
  }

  /// Puts the cursor on the line that opens something at `index`, as a click does.
  public func point(at index: Int, _ state: inout Screen.State) -> Effect<Screen.Action> {
    if state.items.indices.contains(index) { state.item = index }
    return .none
  }

  /// A move: `↑` `↓` to the line that opens something next to the cursor's when both are in
  /// sight, else a line's scroll; the other moves scroll. Either way, a cursor scrolled out of
  /// sight comes onto such a line in sight: the first the way the move went, or, at either
  /// end, the one nearest to it.
  public func move(_ move: Movement.Move, _ state: inout Screen.State) -> Bool {
    let lines = state.items.map(\.line)
    guard !lines.isEmpty else { return false }
    let step = move.forth ? 1 : -1
    if move.reach == .row, let line = lines.element(at: state.item), state.isInSight(line),
      let next = lines.element(at: state.item + step), state.isInSight(next)
    {
      state.item += step
      return true
    }
    state.scroll.scroll(
      by: move.delta(page: state.visibleRows), count: state.lineCount,
      visibleRows: state.visibleRows)
    if let line = lines.element(at: state.item), state.isInSight(line) { return true }
    let inSight = lines.indices.filter { state.isInSight(lines[$0]) }
    let nearestEnd = move.forth == (move.reach == .end)
    if let item = nearestEnd ? inSight.last : inSight.first { state.item = item }
    return true
  }

  public static let keys = Screen.keys(with: [
    KeyBinding(
      [.enter], "↑ ↓, Enter",
      "move over the linked records, the lists and the records that point here, open one",
      refusal: { $0.items.isEmpty ? "Enter: nothing to open on this record" : nil }
    ) { _, state in
      guard let item = state.items.element(at: state.item) else { return .none }
      return .send(.delegate(.open(item.destination)))
    },
    KeyBinding(
      [.character("e")], "e, d", "edit the record, delete it (after y; u on its tab undoes it)",
      refusal: { state in
        guard state.detail.id.field.isEmpty else { return "e: an array is edited on its record" }
        return state.detail.detail.value == nil ? "e: the record could not be read" : nil
      }
    ) { screen, state in
      guard let page = state.detail.detail.value else { return .none }
      let key = state.detail.id
      var form = RecordForm(
        editing: page.record, id: key.id, of: key.resource,
        schema: RecordSchema(records: [page.record]), idField: screen.resource.idField)
      form.rules = screen.resource.rules[key.resource.name] ?? [:]
      return .send(.delegate(.open(.form(FormScreen(form, linkNames: page.linkNames)))))
    },
    ListKeys.copy("copy the record's id, its JSON", wait: .actsAtOnce),
    KeyBinding(
      [.character("o")], "o", "open the record's web address, the first of its fields that is one",
      refusal: { $0.detail.detail.value == nil ? "o: the record could not be read" : nil },
      wait: .actsAtOnce
    ) { screen, state in
      guard let page = state.detail.detail.value else { return .none }
      return LinkOpening.openWebAddress(
        of: page.record, named: state.detail.id.description, with: screen.resource.openURL,
        notice: { .delegate(.notice($0)) })
    },
  ])
}

extension DetailScreen where Resource == RecordDetails {
  public init(collections: RecordCollections, catalog: ResourceCatalog, isOffline: Bool) {
    self.init(collections: collections, catalog: catalog, isOffline: isOffline) { _ in false }
  }

  /// The record screen whose `o` opens a web address with `openURL`.
  init(
    collections: RecordCollections, catalog: ResourceCatalog, isOffline: Bool,
    openURL: @escaping @Sendable (String) -> Bool
  ) {
    let reading = RecordReading(collections: collections, catalog: catalog)
    let detail = DetailFeature<RecordKey, RecordPage> { try await reading.page($0) }
    var details = RecordDetails(
      detail: detail, isOffline: isOffline, idField: catalog.idField, collections: collections,
      addOns: catalog.registeredAddOns)
    details.rules = catalog.rules
    details.openURL = openURL
    self.init(details)
  }
}

extension DetailScreen.State where Resource == RecordDetails {
  public init(
    key: RecordKey, detail: Loadable<RecordPage> = .loading, jumpName: String? = nil,
    size: TerminalSize
  ) {
    self.init(id: key, detail: detail, jumpName: jumpName, size: size, extra: RecordDetails.Extra())
  }

  /// The line under the cursor, among those that open something, from 0.
  public var item: Int {
    get { extra.item }
    set { extra.item = newValue }
  }

  /// The add-ons of the record: those of its resource until it is read, then those it meets.
  public var addOns: [RecordAddOn] {
    get { extra.addOns }
    set { extra.addOns = newValue }
  }

  /// The lines that open something, at the screen's width.
  public var items: [RecordLayout.Item] {
    RecordLayout(detail, width: ScreenLayout.contentWidth(size), usesColor: false).items
  }

  func isInSight(_ line: Int) -> Bool {
    line >= scroll.line && line < scroll.line.addingClamped(visibleRows)
  }
}
