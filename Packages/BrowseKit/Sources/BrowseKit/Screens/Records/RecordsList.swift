import Features
import Foundation
import JSONCoding
import ScreenKit
import TerminalKit

/// A list of records of any shape: a resource's tab, or the records of a relation opened over
/// a record.
public typealias RecordsScreen = ListScreen<RecordsList>

/// Records of any shape as a `ListScreen` shows them, read a page at a time as their
/// collection's description pages them (`FeedFeature`), the columns chosen from the records
/// by `app get`'s rule (`RecordColumns`).
///
/// While pages remain on the server, the list is **paged**: `/` filters the rows loaded as it
/// is typed, and Enter asks the server to search; `S` asks it to sort, both as the collection's
/// description says (json-server's `q`, `_sort` and `_order`). Once every record is loaded (a server that sent them all at once, or the last
/// page read), the browser searches and sorts them itself, folding case and accents. The
/// status line says which.
public struct RecordsList: ListResource {
  public init(
    collections: RecordCollections, isOffline: Bool,
    openURL: @escaping @Sendable (String) -> Bool
  ) {
    self.init(collections: collections, isOffline: isOffline, openURL: openURL, addOns: [])
  }

  /// A list whose records take the keys of those of `addOns` they meet (``RecordAddOn``).
  public init(
    collections: RecordCollections, isOffline: Bool,
    openURL: @escaping @Sendable (String) -> Bool, addOns: [RecordAddOn]
  ) {
    self.collections = collections
    self.isOffline = isOffline
    self.openURL = openURL
    self.addOns = addOns
    linkNameCache = LinkNameCache()
  }

  public typealias Delegate = BrowseDelegate
  public typealias Target = RecordKey

  public struct State: Sendable, Hashable {
    public var query: RecordsQuery
    /// The member that identifies a record: json-server's `--id`.
    public var idField: String
    /// The names of the resource's fields, as the catalog knows them; `nil` when it does not,
    /// and a new record's form takes those of the records read.
    public var fieldNames: [String]?
    /// The rules of the resource's fields, as the catalog says them, which its forms check
    /// (``ResourceCatalog/rules``).
    public var rules: [String: FormValidation.Rule] = [:]
    /// The pages read so far.
    public var feed = FeedFeature<RecordRow>.State(
      pageSize: RecordsList.pageSize, remainingPageSize: RecordsList.remainingPageSize)
    /// The columns shown, chosen from the first records read.
    public var columns: [RecordColumn] = []
    /// The widths of the columns' cells over the records read, kept as they come.
    var measure = RecordColumnMeasure()
    /// The text the server was asked to search with `q`, while the rows are its answer.
    var serverSearch: String?
    /// The column and direction the server was asked to sort by, while the rows are its
    /// answer.
    var serverSort: ServerSort?
    /// The resources the records link to, whose names the rows show.
    public var linkNames = RecordLinkNames()
    /// The list's true/false field, as Space flips it and `f` filters by it.
    public var flags = RecordFlags()
    /// The records as tiles, when they are images and `v` showed them so.
    public var tiles = RecordTiles()
    /// The add-ons the list's first records meet, whose keys come before the list's own: those
    /// of its resource until records come.
    public var addOns: [RecordAddOn] = []
    /// Whether the first page, once it comes from the store, is followed at once by every page
    /// stored after it, before the server is asked again.
    var appendsStoredPages = false
    /// Whether the next read of the pages asks for the names of the linked records again
    /// (`r`), once for all the pages it reads.
    var renewsLinkNames = false

    public init(query: RecordsQuery, idField: String, fieldNames: [String]? = nil) {
      self.query = query
      self.idField = idField
      self.fieldNames = fieldNames
    }

    /// Whether pages of the records remain on the server, so that the server searches and
    /// sorts them.
    var isPaged: Bool {
      !feed.pageItemCounts.isEmpty && feed.hasMore
    }
  }

  public struct ServerSort: Sendable, Hashable {
    public var field: String
    var isDescending: Bool
  }

  public enum Action: Sendable, Hashable {
    case feed(FeedFeature<RecordRow>.Action)
    /// No browser could be started for this address: the status line says so. (`o` now says it
    /// at once, through ``LinkOpening/openWebAddress(of:named:with:notice:)``.)
    case urlNotOpened(String)
    /// The server's answer to the change of a record's true/false field (Space, `u`).
    case flipped(RecordKey, field: String, to: Bool, Result<JSONObject, LoadFailure>)
  }

  public static let pageSize = 50
  /// How many records `G` asks for at a time, once the server said how many it has.
  public static let remainingPageSize = 1000
  /// How many of the first records the columns are chosen from, so that choosing them costs
  /// the same however many records are loaded.
  public static let recordsForColumns = 200
  public static let rowName = "record"
  public static let rowsName = "records"
  /// A record just saved is put under the cursor once the list read again shows it.
  public static let selectsOnNextAnswer = true
  public static let headerRows = 1
  public static let columns: [SortColumn<RecordRow>] = []

  public let collections: RecordCollections
  /// The names of the linked records read so far, shared by every page of every list this
  /// reducer runs (a browser's tabs and relations) for as long as it lives: a run.
  let linkNameCache: LinkNameCache
  public let isOffline: Bool
  /// Every add-on registered, whichever the list's records meet.
  public let addOns: [RecordAddOn]
  /// Opens a web address in the user's browser (`o`); false when it could not.
  public let openURL: @Sendable (String) -> Bool

  public static func id(of row: RecordRow) -> RecordRow.Identity { row.identity }
  public static func target(of row: RecordRow) -> RecordKey? { row.key }
  /// The records loaded that the filter of their true/false field lets through (`f`).
  public static func rows(_ state: RecordsScreen.State) -> [RecordRow] {
    state.flags.filter == nil ? state.feed.items : state.flags.admitted.rows
  }
  public static func isLoading(_ state: RecordsScreen.State) -> Bool { state.feed.isLoading }
  /// Rows come while a page loads, or while pages remain that no failure stopped: after one,
  /// a key held for them is pressed again at once, and `r` asks for them again.
  public static func moreRowsMayCome(_ state: RecordsScreen.State) -> Bool {
    state.feed.isLoading || (state.isPaged && state.feed.failure == nil)
  }
  public static func failure(_ state: RecordsScreen.State) -> LoadFailure? { state.feed.failure }

  public static func columns(of state: RecordsScreen.State) -> [SortColumn<RecordRow>] {
    sortColumns(state.columns, labels: state.linkNames)
  }

  /// The browser sorts the rows only once every record is loaded; before, the server did.
  public static func sortsRows(_ state: RecordsScreen.State) -> Bool {
    !state.isPaged && state.serverSort == nil
  }

  /// The sort columns of `columns`, each picked by the first letter of its name not taken by
  /// a column before it, else by the first free letter; columns past 26 are not sorted by.
  static func sortColumns(
    _ columns: [RecordColumn], labels: RecordLinkNames = RecordLinkNames()
  ) -> [SortColumn<RecordRow>] {
    var taken: Set<Character> = []
    var sortable: [SortColumn<RecordRow>] = []
    let alphabet = "abcdefghijklmnopqrstuvwxyz"
    for column in columns {
      let preferred = column.name.lowercased().filter { alphabet.contains($0) }
      guard let letter = (preferred + alphabet).first(where: { !taken.contains($0) }) else {
        break
      }
      taken.insert(letter)
      sortable.append(
        SortColumn(
          letter, column.name, header: labels.label(of: column.name).sanitizedForTerminalLine
        ) {
          $0.sortKey(column)
        })
    }
    return sortable
  }

  public func appear(_ state: inout RecordsScreen.State) -> Effect<RecordsScreen.Action> {
    if state.feed.items.isEmpty { state.addOns = addOns(of: state.query.resource, records: []) }
    // The feed reads as its own freshness says, not the effect's: the first page, and those
    // after it until the pages are asked for again, from the store when it has them.
    return state.loadOnce {
      $0.resource.appendsStoredPages = true
      return run(.refresh(.storedIfAvailable), nil, &$0)
    }
  }

  public func reload(_ state: inout RecordsScreen.State) -> Effect<RecordsScreen.Action> {
    run(state.feed.items.isEmpty ? .refresh(.revalidated) : .revalidate, .revalidated, &state)
  }

  /// After a page past the first failed, that page again; otherwise every page again.
  public func retry(_ state: inout RecordsScreen.State) -> Effect<RecordsScreen.Action> {
    guard state.feed.failure != nil, !state.feed.items.isEmpty else { return reload(&state) }
    return run(.retry, nil, &state)
  }

  public func reduce(_ action: Action, _ state: inout RecordsScreen.State) -> Effect<
    RecordsScreen.Action
  > {
    switch action {
    case .feed(let action): run(action, nil, &state)
    case .urlNotOpened(let url):
      .send(.delegate(.notice(LinkOpening.notOpenedText(url))))
    case .flipped(let key, let field, let value, let result):
      flipped(key, field, to: value, result, &state)
    }
  }

  public func cursorMoved(_ state: inout RecordsScreen.State) -> Effect<RecordsScreen.Action> {
    leaveLingering(&state)
    guard state.isPaged, !state.isSearching,
      state.cursor.row + state.visibleRows >= state.feed.items.count
    else { return .none }
    return run(.loadNextPage, nil, &state)
  }

  public func move(by delta: Int, _ state: inout RecordsScreen.State) -> Effect<
    RecordsScreen.Action
  > {
    state.moveCursor(by: delta)
    guard delta == Int.max, state.isPaged else { return cursorMoved(&state) }
    return run(.loadRemainingPages, nil, &state)
  }

  /// The remaining pages, to reach a record selected but not loaded: one just created.
  public func loadToSelect(_ state: inout RecordsScreen.State) -> Effect<RecordsScreen.Action>? {
    guard state.isPaged, state.feed.failure == nil else { return nil }
    return run(.loadRemainingPages, nil, &state)
  }

  public func searched(_ outcome: SearchBar.Outcome, _ state: inout RecordsScreen.State)
    -> Effect<RecordsScreen.Action>
  {
    switch outcome {
    case .kept where state.isPaged || state.serverSearch != nil:
      let text = state.search?.search.text ?? ""
      guard text != state.serverSearch else { return .none }
      state.serverSearch = text.isEmpty ? nil : text
      return run(.refresh(.standard), nil, &state)
    case .cleared where state.serverSearch != nil:
      state.serverSearch = nil
      return run(.refresh(.standard), nil, &state)
    default:
      return .none
    }
  }

  public func sorted(_ outcome: ListSort.Outcome, _ state: inout RecordsScreen.State) -> Effect<
    RecordsScreen.Action
  > {
    guard outcome == .sorted, state.isPaged || state.serverSort != nil,
      let letter = state.sort.letter,
      let column = Self.columns(of: state).first(where: { $0.letter == letter })
    else { return .none }
    state.serverSort = ServerSort(field: column.name, isDescending: state.sort.isDescending)
    return run(.refresh(.standard), nil, &state)
  }

  /// Runs `action` on the pages, its reads as fresh as `freshness` says (as the feed asks
  /// when `nil`); then chooses the columns from the first records, and does what every list
  /// does once an answer came.
  private func run(
    _ action: FeedFeature<RecordRow>.Action, _ freshness: ReadFreshness?,
    _ state: inout RecordsScreen.State
  ) -> Effect<RecordsScreen.Action> {
    let loaded = state.feed.items
    let renewsLinkNames = state.resource.renewsLinkNames
    state.resource.renewsLinkNames = false
    let effect = feed(for: state.resource, renewingLinkNames: renewsLinkNames)
      .reduce(into: &state.feed, action: action)
      .map { RecordsScreen.Action.resource(.feed($0)) }
      .reading(freshness) { .readSource($0) }
    // Unchanged rows share their storage, so this costs nothing unless a page changed them.
    if state.feed.items != loaded { admitFiltered(&state) }
    if case .storedPagesResponse = action, !state.feed.isLoading {
      // The pages stored after the first are shown: now the server is asked again.
      state.resource.measure.update(state.feed.items, columns: state.columns)
      state.indexSearch(force: true)
      state.followCursor()
      return .merge(effect, answered(state.feed.items, &state))
    }
    guard case .pageResponse(let page, let result) = action else {
      state.resource.measure.update(state.feed.items, columns: state.columns)
      return effect
    }
    // The pages within the first records choose the columns; those after them leave them.
    let before = state.feed.pageItemCounts.prefix(max(0, page - 1)).reduce(0, +)
    if before < Self.recordsForColumns || state.columns.isEmpty {
      let first = state.feed.items.prefix(Self.recordsForColumns).map(\.fields)
      state.columns = RecordColumns.chosen(for: first, idField: state.idField)
      state.flags.field = RecordFlags.field(among: state.columns, in: first)
      if let field = state.flags.field,
        let index = state.columns.firstIndex(where: { $0.path == [field] })
      {
        // What Space flips stays in sight in a narrow window, as an email address does.
        state.columns[index].importance = max(state.columns[index].importance, 3)
      }
      state.tiles.field = first.lazy.compactMap(RecordSwatch.image(in:)).first?.field
      state.addOns = addOns(of: state.query.resource, records: first)
    }
    keepFlipsInFlight(&state)
    let pageRows = state.feed.pageItemCounts.dropFirst(page - 1).first ?? 0
    state.resource.measure.update(
      state.feed.items, columns: state.columns, replaced: before..<before.addingClamped(pageRows))
    state.indexSearch(force: true)
    state.followCursor()
    guard !state.feed.isLoading else { return effect }
    let rows = (try? result.get()).map { _ in state.feed.items }
    if state.resource.appendsStoredPages {
      state.resource.appendsStoredPages = false
      // The first page came from the store: every page stored after it shows at once, as the
      // store has them, and the server is asked again once they are there.
      if page == 1, rows != nil, state.origin.pendingIsStored, state.feed.hasMore {
        return .merge(effect, run(.appendStoredPages, nil, &state))
      }
    }
    return .merge(effect, answered(rows, &state))
  }

  /// What every list does once the answer `rows` (`nil`: a failure) came and nothing loads:
  /// says what was not kept, asks the server again when the rows came from the store or may
  /// have been read before a change saved meanwhile, and loads the next page for keys typed
  /// meanwhile that head past them.
  private func answered(_ rows: [RecordRow]?, _ state: inout RecordsScreen.State) -> Effect<
    RecordsScreen.Action
  > {
    let readsAgain = state.flags.readsAgainOnceLoaded && rows != nil
    state.flags.readsAgainOnceLoaded = false
    let notKept =
      readsAgain
      ? nil
      : RecordFlags.notKeptText(
        rows.map { state.flags.notKept(among: $0) } ?? [], noun: state.query.noun)
    let answered = state.answered(rows, notice: notKept, by: self, isOffline: isOffline) {
      state in run(.revalidate, .revalidated, &state)
    }
    if readsAgain, !state.feed.isLoading { return .merge(answered, reload(&state)) }
    // Keys typed while the page came may head past it: the next page loads for them.
    let headingOn = state.feed.isLoading ? .none : cursorMoved(&state)
    return .merge(answered, headingOn)
  }

  /// The feed of `state`'s records: its path, with the server's search and sort; with
  /// `renewingLinkNames`, its reads ask for the names of the linked records again first.
  private func feed(for state: State, renewingLinkNames: Bool) -> FeedFeature<RecordRow> {
    let query = state.query
    let resource = query.resource
    let asked = RecordQuery(
      state.serverSearch ?? "", filters: query.filters,
      sort: state.serverSort.map { [RecordQuery.SortKey($0.field, descending: $0.isDescending)] }
        ?? [])
    let client = collections.client(of: resource, at: query.path)
    let (linkNames, fields, idField) = (state.linkNames, state.fieldNames, state.idField)
    return FeedFeature { [collections, linkNameCache] request in
      if renewingLinkNames { linkNameCache.renew(linkNames.linkedResources) }
      return try await linkNames.named(
        {
          let page = try await client.page(asked.asking(for: request))
          return page.map(offset: Self.recordsBefore(request)) {
            RecordRow($0, of: resource, position: $1, id: client.recordID($0))
          }
        }, fields: fields, through: collections, idField: idField, sharing: linkNameCache)
    }
  }

  /// How many records come before the page `request` asks for, when it says: its offset, or
  /// the pages before its number; 0 for a page asked for by a cursor or a link, whose records
  /// without an id are then told apart by their place in it.
  static func recordsBefore(_ request: PageRequest) -> Int {
    if let offset = request.offset { return offset }
    guard let number = request.number else { return 0 }
    let (before, overflow) = (number - 1).multipliedReportingOverflow(by: request.size)
    return overflow ? Int.max : before
  }
}

extension Page {
  /// The same page with each item transformed with its place in the whole list, counted from
  /// `offset`.
  fileprivate func map<NewItem: Sendable>(
    offset: Int, _ transform: (Item, Int) -> NewItem
  ) -> Page<NewItem> {
    var place = offset
    return map { item in
      defer { place = place.addingClamped(1) }
      return transform(item, place)
    }
  }
}

extension ListScreen where Resource == RecordsList {
  /// `o` opens a record's web address with `openURL`.
  public init(
    collections: RecordCollections, deletions: DeletionList<RecordKey>? = nil, isOffline: Bool,
    openURL: @escaping @Sendable (String) -> Bool = { _ in false }
  ) {
    self.init(
      collections: collections, deletions: deletions, isOffline: isOffline, openURL: openURL,
      addOns: [])
  }

  /// A list whose records take the keys of those of `addOns` they meet; the rest as
  /// ``init(collections:deletions:isOffline:openURL:)`` says.
  public init(
    collections: RecordCollections, deletions: DeletionList<RecordKey>? = nil, isOffline: Bool,
    openURL: @escaping @Sendable (String) -> Bool = { _ in false }, addOns: [RecordAddOn]
  ) {
    self.init(
      RecordsList(
        collections: collections, isOffline: isOffline, openURL: openURL, addOns: addOns),
      deletions: deletions, isOffline: isOffline)
  }
}

extension ListScreen.State where Resource == RecordsList {
  public init(query: RecordsQuery, idField: String, fieldNames: [String]? = nil, size: TerminalSize)
  {
    self.init(
      RecordsList.State(query: query, idField: idField, fieldNames: fieldNames), size: size)
  }
}
