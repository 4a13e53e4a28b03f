import Features
import Foundation
import ScreenKit
import TerminalKit
import TestSupport
import Testing

/// The code of the "A List of Another API's Records" article (`ScreenKit.docc/ListOfRecords.md`),
/// unchanged, with what the article says about it asserted.
@Suite struct ListOfRecordsTests {
  @Test func aListOfBooksLoadsSortsAndDraws() async {
    struct Book: Sendable, Hashable, Searchable {
      var id: Int
      var title: String
      var author: String
      var searchableFields: [String] { [title, author] }
    }

    enum BookMessage: PressAgainDelegate {
      case notice(String)
      case pressAgain([Key], pressedWhile: String)
    }

    struct BooksList: ListResource {
      typealias State = ListFeature<String, Book>.State
      typealias Action = ListFeature<String, Book>.Action
      typealias Target = Int
      typealias Delegate = BookMessage

      static let rowName = "book"
      static let rowsName = "books"
      static let headerRows = 1
      static let columns = [
        SortColumn<Book>("t", "title", header: "TITLE") { .folding($0.title) },
        SortColumn<Book>("a", "author", header: "AUTHOR") { .folding($0.author) },
      ]
      static let keys = KeyTable<Screen, Screen.State, Effect<Screen.Action>>(
        ListKeys.searching("search the titles and authors") + [ListKeys.sort()] + ListKeys.moves())

      let books: ListFeature<String, Book>

      static func id(of row: Book) -> Int { row.id }
      static func rows(_ state: Screen.State) -> [Book] { state.page.value?.items ?? [] }
      static func isLoading(_ state: Screen.State) -> Bool { state.page.isLoading }
      static func failure(_ state: Screen.State) -> LoadFailure? { state.page.failure }

      func appear(_ state: inout Screen.State) -> Effect<Screen.Action> {
        state.loadOnce { reduce(.load, &$0) }
      }

      func reload(_ state: inout Screen.State) -> Effect<Screen.Action> {
        reduce(.revalidate, &state)
      }

      func retry(_ state: inout Screen.State) -> Effect<Screen.Action> {
        reduce(.retry, &state)
      }

      func reduce(_ action: Action, _ state: inout Screen.State) -> Effect<Screen.Action> {
        let effect = books.reduce(into: &state.resource, action: action).map(Screen.Action.resource)
        state.indexSearch(force: true)
        state.followCursor()
        guard case .pageResponse(let result) = action else { return effect }
        let answered = state.answered((try? result.get())?.items, by: self, isOffline: false) { _ in
          .none
        }
        return .merge(effect, answered)
      }
    }
    let shop = ListFeature<String, Book> { _ in
      Page(items: [
        Book(id: 1, title: "Solaris", author: "Stanisław Lem"),
        Book(id: 2, title: "The Dispossessed", author: "Ursula K. Le Guin"),
        Book(id: 3, title: "Roadside Picnic", author: "Arkady and Boris Strugatsky"),
      ])
    }
    let size = TerminalSize(columns: 48, rows: 8)
    let store = Store(
      initialState: ListScreen<BooksList>.State(.init(query: "all"), size: size),
      reducer: ListScreen(BooksList(books: shop), isOffline: false))
    await store.send(.appear)
    await store.send(.key(.character("S")))
    await store.send(.key(.character("t")))
    let state = await store.state
    // state.shownRows.map(\.title) == ["Roadside Picnic", "Solaris", "The Dispossessed"]
    // and state.selectedRow?.title == "Solaris": the cursor stays on its row

    let table = TextTable(
      columns: [TextTable.Column("TITLE"), TextTable.Column("AUTHOR")],
      rows: state.shownRows.map { [TextTable.Cell($0.title), TextTable.Cell($0.author)] })
    var buffer = CellBuffer(size: size)
    ListView(size: size, usesColor: false).draw(
      state, table: table.marking(state.sort, BooksList.columns), plural: "books",
      firstRow: ScreenLayout.bodyTop, into: &buffer)
    let lines = (1...4).map { buffer.text(ofRow: $0) }
    // lines[0] starts "  TITLE↑", lines[1] "  Roadside Picnic", and lines[2] "› Solaris":
    // the cursor stayed on the book it was on
    checkEqual(state.shownRows.map(\.title), ["Roadside Picnic", "Solaris", "The Dispossessed"])
    checkEqual(state.selectedRow?.title, "Solaris")
    check(lines[0].hasPrefix("  TITLE↑") && lines[0].contains("AUTHOR"))
    check(lines[1].hasPrefix("  Roadside Picnic"))
    check(lines[2].hasPrefix("› Solaris"))
  }
}
