import Features
import Foundation
import JSONCoding
import ScreenKit
import TerminalKit

extension RecordsList: BrowseList {
  public static let kind = ScreenKind(name: "the records of any resource", keyLines: keys.lines)
  public static func crumb(_ state: RecordsScreen.State) -> String {
    state.query.title.sanitizedForTerminalLine
  }

  /// The records in the columns chosen from them, the one under the cursor beside them from
  /// 120 columns; or, once `v` showed them so, as tiles (``RecordAddOn/imageGrid``).
  public static func draw(
    _ records: RecordsScreen.State, in view: BrowseView, into buffer: inout CellBuffer
  ) {
    let shown = records.shownRows
    let noun = records.query.noun
    if view.tabList.drawsEmpty(
      shown.isEmpty, loadable(records), search: records.search, noun: noun,
      row: ScreenLayout.bodyTop, into: &buffer)
    {
      return
    }
    if records.resource.tiles.showsTiles {
      return drawTiles(shown, of: records, in: view, into: &buffer)
    }
    let (table, measure) = Self.table(of: records, rows: shown)
    let snippet = records.search.flatMap { search in
      shown.element(at: records.cursor.row).flatMap {
        Self.snippet(
          for: $0,
          columns: table.keptColumns(in: view.tabList.tableOptions.lineWidth).map {
            (measure.columns[$0.column], $0.width)
          }, search: search.search, width: view.tabList.snippetWidth)
      }
    }
    view.tabList.drawTable(
      table.marking(records.sort, columns(of: records)), cursor: records.cursor,
      row: records.cursor.row, visibleRows: records.visibleRows, search: records.search,
      snippet: snippet, firstRow: ScreenLayout.bodyTop, into: &buffer)
    if let row = shown.element(at: records.cursor.row), records.flags.isLingering(row) {
      // Dimmed under the cursor, as it lingers only until the cursor leaves it.
      let screenRow = view.tabList.covering.screenRow(
        of: records.cursor.row, cursor: records.cursor, visibleRows: records.visibleRows,
        firstRow: ScreenLayout.bodyTop)
      buffer.highlight(
        row: screenRow, from: 2, to: view.tabList.view.listColumns, style: view.style(.dim))
    }
    view.tabList.drawPreview(
      shown.element(at: records.cursor.row).map { preview(of: $0, in: records) },
      search: records.search, into: &buffer)
  }

  /// The table of `rows` of `records`, its columns' widths those measured over every record
  /// read, each column under its header (a link's, `user`); and that measure.
  static func table(of records: RecordsScreen.State, rows: [RecordRow]) -> (
    TextTable, RecordColumnMeasure
  ) {
    // Measured as the pages came; only a list whose rows were set otherwise is measured here.
    var measure = records.resource.measure
    measure.update(records.feed.items, columns: records.resource.columns)
    var table = RecordsListView.table(
      columns: measure.columns, rowCount: rows.count, isNumeric: measure.isNumeric,
      naturalWidths: measure.widths, boxesTrueFalse: true
    ) { rows[$0].shownFields }
    for (index, column) in measure.columns.enumerated() where column.path.count == 1 {
      table.columns[index].header =
        records.linkNames.label(of: column.name).sanitizedForTerminalLine
    }
    return (table, measure)
  }

  /// The records read as one loadable count, for the placeholder: loading, failed, or how many.
  private static func loadable(_ records: RecordsScreen.State) -> Loadable<Int> {
    if let failure = records.feed.failure, records.feed.items.isEmpty { return .failed(failure) }
    if records.feed.items.isEmpty, records.feed.isLoading || !records.isRequested {
      return .loading
    }
    return .loaded(records.feed.items.count)
  }

  /// The preview of a record beside the list: its name or title (`post 7` without one), then
  /// the fields of the columns, a true/false one as its box, as the list draws it.
  public static func preview(of row: RecordRow, in records: RecordsScreen.State) -> ListPreview {
    let title =
      row.name ?? row.id.map { "\(records.query.noun.singular) \($0)" }
      ?? records.query.noun.singular
    let fields = row.shownFields
    return ListPreview(
      title: title.sanitizedForTerminalLine,
      fields: records.resource.columns.prefix(12).map { column in
        ListPreview.Field(
          column.name.sanitizedForTerminalLine,
          TrueFalseBox.text(of: column.value(in: fields)).sanitizedForTerminalLine)
      })
  }

  /// Where the list stands: the record under the cursor among the records the server states
  /// it has (`book 1 of 137`), or among those loaded once they are the whole list, else among
  /// none (`trip 1 · 100 loaded · more on the server`); who searched and sorted them, the
  /// browser or the server; the last error with how to retry.
  public static func status(_ records: RecordsScreen.State, in view: BrowseView) -> (
    String, String?
  ) {
    let failure = records.feed.failure.map(view.retryText)
    let noun = records.query.noun
    let state = records.resource
    var parts: [String] = []
    if let search = records.search, search.isFiltering, !state.feed.items.isEmpty {
      let matches = "\(search.matches.count) of \(search.itemCount)"
      parts.append(
        state.isPaged
          ? "\(matches) loaded match · ⏎ searches the server"
          : "\(matches) match")
    } else if !state.feed.items.isEmpty {
      let row = records.cursor.row + 1
      // Of the records the server states it has, or of those loaded once they are the whole
      // list; never of what is only loaded.
      let loaded = state.feed.items.count
      let total: Int? =
        state.flags.filter != nil
        ? records.shownCount : state.feed.total ?? (state.feed.isWhole ? loaded : nil)
      // `post 7 of 100`; `post 10 · 6 of 97` where the id is not the row's place.
      let id = records.selectedRow?.id
      let named =
        id.map { $0 == String(row) ? "\(noun.singular) " : "\(noun.singular) \($0) · " } ?? ""
      parts.append("\(named)\(row)" + (total.map { " of \($0)" } ?? ""))
      if state.isPaged || total == nil { parts.append("\(loaded) loaded") }
      if total == nil, state.feed.hasMore { parts.append("more on the server") }
    } else {
      parts.append(noun.plural)
    }
    if let filter = state.flags.filterText { parts.append(filter) }
    if let text = state.serverSearch { parts.append("q=\(text) on the server") }
    if let sort = state.serverSort {
      parts.append("sorted by \(sort.field) on the server")
    }
    return (parts.joined(separator: " · ").sanitizedForTerminalLine, failure)
  }

  /// A record of the list's resource saved on another screen (a to-do ticked on a user's
  /// to-dos): the list reads its records again, quietly, even when not shown yet, so that it
  /// and the store show them as the server has them now.
  public static func action(for input: ScreenInput, in state: RecordsScreen.State)
    -> RecordsScreen.Action?
  {
    guard case .changed(.updated(let key, _)) = input else {
      return input.listAction(target: deletionTarget(of:))
    }
    return key.resource.name == state.query.resource.name ? .reload : nil
  }

  /// The record's id (`y`) or its JSON as the server sent it (`Y`).
  public static func clip(_ kind: Clip.Kind, of row: RecordRow, baseURL: URL?) -> Clip? {
    switch kind {
    case .text:
      return row.id.map { Clip(text: $0, name: "id \($0)") }
    case .json:
      let text = String(decoding: JSONValue.object(row.fields).serialized(.indented), as: UTF8.self)
      let name = row.id.map { "record \($0)" } ?? "the record"
      return Clip(text: text, name: "\(name) as JSON (\(text.utf8.count) bytes)")
    }
  }
}

/// A relation's records are the generic tabs' list again.
extension RecordsList: OpenedList {
  public static func screen(_ context: ScreenContext) -> RecordsScreen { context.lists.records }

  public static func state(opening query: RecordsQuery, in browser: BrowseState)
    -> RecordsScreen.State
  {
    var state = RecordsScreen.State(
      query: query, idField: browser.catalog.idField,
      fieldNames: browser.catalog.fields[query.resource.name], size: browser.size)
    state.rules = browser.catalog.rules[query.resource.name] ?? [:]
    state.linkNames = RecordLinkNames(of: query.resource, in: browser.catalog)
    // A relation's records that are images (an album's photos) show as tiles at once; `v`
    // shows the rows.
    state.tiles.isShown = true
    return state
  }
}

extension BrowseDelegate.Destination {
  /// Records of any resource, on a generic list: a relation's.
  public static func records(_ query: RecordsQuery) -> Self {
    Self(RecordsScreen.State.self, query)
  }
}

extension ScreenKind {
  public static var records: ScreenKind { RecordsList.kind }
}
