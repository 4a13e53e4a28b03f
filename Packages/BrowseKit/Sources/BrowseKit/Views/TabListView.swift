import Features
import ScreenKit
import TerminalKit

/// A tab's list as the browser draws it: the kit's `ListView` at the browser's size, colours
/// and spinner, each row marked where a click finds it, the rows the status area covers left
/// out; what a tab's resource draws its list with.
public struct TabListView {
  public init(browser: BrowseView) {
    self.browser = browser
  }

  public let browser: BrowseView

  /// The width of the line under a row that says why it matched a search.
  public var snippetWidth: Int {
    max(1, view.rowWidth - 2)
  }

  public var tableOptions: RenderOptions {
    view.tableOptions
  }

  /// The kit's view of a list, laid out as the browser draws: its size, colours and spinner,
  /// and the width the rows of the list shown want beside its preview. It does not know the
  /// rows the status area covers, which take laying the status line out to know: ``covering``
  /// does.
  public var view: ListView {
    var list = ListView(size: browser.size, usesColor: browser.usesColor)
    list.spinner = browser.spinner
    list.previewColumns = ListView.previewMinimumColumns
    if list.showsPreview {
      list.wantedRowWidth = browser.state.shown.screen.wantedRowWidth
    }
    return list
  }

  /// ``view`` with the rows the status area covers, for what it draws over the body's
  /// height.
  public var covering: ListView {
    var list = view
    list.coveredRows = browser.statusCoveredRows
    return list
  }

  /// The table's header on `firstRow`, then the rows shown from `cursor`'s offset, the
  /// cursor's marked (none when `row` is `nil`), and under it `snippet`, why it matched the
  /// search; matches of `search` are underlined, and each row is clickable.
  public func drawTable(
    _ table: TextTable, cursor: ListCursor, row: Int?, visibleRows: Int, search: ListSearch?,
    snippet: String? = nil, firstRow: Int, into buffer: inout CellBuffer
  ) {
    let list = covering
    let columns = 0..<list.listColumns
    list.drawTable(
      table, cursor: cursor, row: row, visibleRows: visibleRows, search: search,
      snippet: snippet, firstRow: firstRow, into: &buffer
    ) { index, row in
      browser.clickTargets?.mark(.item(index), row: row, columns: columns)
    }
  }

  /// Whether a list of `noun` whose rows are `list` shows none, drawing then on `row` that
  /// its `search` matches none, or else its placeholder.
  public func drawsEmpty(
    _ isEmpty: Bool, _ list: Loadable<Int>, search: ListSearch?, noun: Noun,
    row: Int, into buffer: inout CellBuffer
  ) -> Bool {
    guard isEmpty else { return false }
    if !drawNoMatches(search, noun: noun, list: list, row: row, into: &buffer) {
      drawPlaceholder(list, noun: noun, row: row, into: &buffer)
    }
    return true
  }

  /// Whether a list of `noun` read a page at once (`page`) shows none of its items, `shown`,
  /// drawing then at the top of the body that its `search` matches none, or else its
  /// placeholder.
  public func drawsEmpty<Item>(
    _ shown: [Item], of page: Loadable<Page<Item>>, search: ListSearch?, noun: Noun,
    into buffer: inout CellBuffer
  ) -> Bool {
    drawsEmpty(
      shown.isEmpty, page.map(\.items.count), search: search, noun: noun,
      row: ScreenLayout.bodyTop, into: &buffer)
  }

  /// Beside a list, from 120 columns, the preview of the record under its cursor, down to the
  /// search bar or the status area; narrower, `preview` is not even made.
  public func drawPreview(
    _ preview: @autoclosure () -> ListPreview?, search: ListSearch?, into buffer: inout CellBuffer
  ) {
    guard view.showsPreview else { return }
    let searchBar = search?.showsBar == true ? 1 : 0
    let rows = ScreenLayout.bodyRows(browser.size) - browser.statusCoveredRows - searchBar
    view.drawPreview(preview(), top: ScreenLayout.bodyTop, rows: rows, into: &buffer)
  }

  /// What a list of `noun` shows in place of its rows: the spinner, the failure with how to
  /// retry (online), or that there is nothing.
  public func drawPlaceholder(
    _ page: Loadable<Int>, noun: Noun, row: Int, into buffer: inout CellBuffer
  ) {
    view.drawPlaceholder(
      page, plural: noun.plural, failureText: { $0.browserMessage(at: browser.now) },
      offersRetry: !browser.state.isOffline, row: row, into: &buffer)
  }

  /// `No posts match "TEXT".`, or the spinner while every item is loaded for the search
  /// (`isSearchingAll`), in place of the rows of a list whose search matches nothing; whether
  /// it was drawn. Nothing is drawn while the `list` searched is still loading or failed: its
  /// placeholder says so, since no item has been searched yet.
  public func drawNoMatches(
    _ search: ListSearch?, noun: Noun, isSearchingAll: Bool = false,
    list: Loadable<Int> = .loaded(0), row: Int, into buffer: inout CellBuffer
  ) -> Bool {
    view.drawNoMatches(
      search, plural: noun.plural, singular: noun.singular, isSearchingAll: isSearchingAll,
      list: list, row: row, into: &buffer)
  }
}

extension BrowseView {
  public var tabList: TabListView { TabListView(browser: self) }
}
