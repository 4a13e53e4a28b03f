import Features
import FeaturesTesting
import Library
import Testing

/// The library's screens on the in-memory twin of the books' description: no server and no
/// client of the team's.
@Suite(.timeLimit(.minutes(1)))
struct BooksInMemoryTests {
  /// Three books, found by a title that holds the text, each made with a link of its own, and a
  /// year past 2100 refused as the API refuses it.
  static func client() -> ResourceClient<Book, BookDraft> {
    .inMemory(
      LibraryResources.books,
      records: [
        Book(id: link(1), title: "Moby-Dick", author: "Herman Melville", year: 1851),
        Book(id: link(2), title: "The Waves", author: "Virginia Woolf", year: 1931),
        Book(id: link(3), title: "Beloved", author: "Toni Morrison", year: 1987),
      ],
      matching: { book, search in book.title.localizedCaseInsensitiveContains(search.text) },
      creating: { draft, number in book(link(number), draft) },
      updating: { book, draft in Self.book(book.id, draft) },
      validate: { draft in
        draft.year > 2100
          ? FieldErrors(["year": ["must be between 0 and 2100"]]) : nil
      })
  }

  static func link(_ number: Int) -> String {
    "http://127.0.0.1:8080/api/books/\(number)"
  }

  static func book(_ id: String, _ draft: BookDraft) -> Book {
    Book(id: id, title: draft.title, author: draft.author, year: draft.year)
  }

  @Test func theListPagesToTheEndAndSearchesATitle() async {
    let list = Store(
      initialState: BooksFeature.State(query: RecordQuery(), pageSize: 2),
      reducer: BooksFeature(client: Self.client(), debounce: .zero))

    await list.send(.feed(.loadNextPage))
    let first = BooksScreen.lines(await list.state)
    await list.send(.feed(.loadRemainingPages))
    let all = BooksScreen.lines(await list.state)
    await list.send(.searchTextChanged("the"))
    let found = BooksScreen.lines(await list.state)

    #expect(first.last == "2 of 3 books; more to load.")
    #expect(
      all == [
        "Books", "Moby-Dick by Herman Melville, 1851", "The Waves by Virginia Woolf, 1931",
        "Beloved by Toni Morrison, 1987", "3 of 3 books.",
      ])
    #expect(
      found == [
        "Books with \"the\" in the title", "The Waves by Virginia Woolf, 1931", "1 of 1 books.",
      ])
  }

  @Test func aCreateRefusedUnderItsFieldIsMadeOnceFixed() async {
    let form = Store(
      initialState: BookForm(
        fields: BookForm.Fields(title: "The Hobbit", author: "J. R. R. Tolkien", year: "3000")),
      reducer: BookFormFeature(saving: Self.client()))

    await form.send(.submit)
    let refused = BookFormScreen.lines(await form.state)
    await form.send(.setField(.year, "1937"))
    await form.send(.submit)

    #expect(refused.suffix(2) == ["  Year: 3000", "    ! must be between 0 and 2100"])
    #expect(BookFormScreen.lines(await form.state).last == "Saved The Hobbit.")
  }

  @Test func anEditOfABookChangedSinceIsRefusedThenSavedOverTheNewVersionKeepingTheChange()
    async throws
  {
    let client = Self.client()
    let edit = Store(
      initialState: BookEditFeature.State(id: Self.link(2)),
      reducer: BookEditFeature(client: client))

    await edit.send(.load)
    await edit.send(.form(.setField(.year, "1932")))
    _ = try await client.update(
      Self.link(2), BookDraft(title: "The Waves (1931)", author: "Virginia Woolf", year: 1931))
    await edit.send(.form(.submit))
    let refused = BookFormScreen.lines(await edit.state)
    await edit.send(.reloadKeepingEdits)
    await edit.send(.form(.submit))

    #expect(
      refused.last
        == "Could not save: the book changed since it was read; read it again before changing it")
    #expect(
      try await client.record(Self.link(2))
        == Book(id: Self.link(2), title: "The Waves (1931)", author: "Virginia Woolf", year: 1932))
  }

  @Test func aDeleteOfTheVersionReadRemovesTheBook() async throws {
    let client = Self.client()
    let read = Store(
      initialState: BookEditFeature.State(id: Self.link(3)),
      reducer: BookEditFeature(client: client))
    await read.send(.load)
    let book = try #require(await read.state.form.value?.editedRecord)
    let deletion = Store(
      initialState: DeletionFeature<Book>.State(target: book, version: await read.state.version),
      reducer: DeletionFeature(client: client))

    await deletion.send(.delete)
    await deletion.send(.confirm)

    #expect(await deletion.state.status == .deleted)
    #expect(await read.state.version != nil)
    let gone = await #expect(throws: NetworkError.self) { try await client.record(Self.link(3)) }
    #expect(gone == .notFound(resource: "book", id: Self.link(3)))
  }
}
