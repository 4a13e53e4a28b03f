import Features
import ScreenKit
import TerminalKit

/// A book, the tests' record of a detail.
struct Book: Sendable, Hashable {
  var title: String
  var chapters: [String]
}

/// What the tests' detail tells its program; the keys it kept, as the kit released them.
enum ShelfMessage: DetailDelegate {
  case close
  case notice(String)
  case notFound(String)
  case deleteConfirmed(Int, title: String)
  case keys(HeldKeys.Release)
  case open(String)

  init(_ release: HeldKeys.Release) {
    self = .keys(release)
  }
}

/// A book on the kit's detail screen, as another API's detail would be: the tests'
/// ``DetailResource``. Its lines are its title then a chapter a line; `o` opens its first
/// chapter.
struct BookDetails: DetailResource {
  typealias ID = Int
  typealias Value = Book
  typealias Delegate = ShelfMessage

  static let noun = "book"
  let detail: DetailFeature<Int, Book>
  let isOffline: Bool

  static func lines(of detail: Detail, width: Int, usesColor: Bool) -> [String] {
    guard let book = detail.detail.value else { return ["loading"] }
    return [book.title] + book.chapters
  }

  static func deletionTarget(of id: Int) -> Int? { id }
  static func title(of book: Book) -> String { book.title }

  static let keys = Screen.keys(with: [
    KeyBinding(
      [.character("o")], "o", "open the first chapter",
      refusal: { $0.detail.detail.value == nil ? "o: the book is not loaded" : nil }
    ) { _, state in
      .send(.delegate(.open(state.detail.detail.value?.chapters.first ?? "")))
    }
  ])
}

/// A detail as its program runs it, keeping what it says.
struct DetailHost<Resource: DetailResource>: Reducer where Resource.Delegate == ShelfMessage {
  struct State: Sendable, Hashable {
    var screen: DetailScreen<Resource>.State
    var said: [ShelfMessage] = []
  }

  let screen: DetailScreen<Resource>

  func reduce(into state: inout State, action: DetailScreen<Resource>.Action)
    -> Effect<DetailScreen<Resource>.Action>
  {
    if case .delegate(let message) = action { state.said.append(message) }
    return screen.reduce(into: &state.screen, action: action)
  }
}

extension BookDetails {
  /// Forty chapters, the 30th the one with a dragon.
  static let book = Book(
    title: "The Hobbit",
    chapters: (1...40).map { $0 == 30 ? "Chapter \($0): a dragon" : "Chapter \($0)" })

  /// A detail of book 1 read by `fetch` (the book, by default), opened as `jumpName`, offline
  /// when `isOffline`, showing `shown` before its first read.
  static func store(
    jumpName: String? = nil, isOffline: Bool = false, shown: Book? = nil,
    fetch: @escaping @Sendable () async throws -> Book = { book }
  ) -> Store<DetailHost<BookDetails>> {
    let feature = DetailFeature<Int, Book> { _ in try await fetch() }
    let size = TerminalSize(columns: 60, rows: 12)
    return Store(
      initialState: DetailHost.State(
        screen: .init(
          id: 1, detail: shown.map { .loaded($0) } ?? .loading, jumpName: jumpName, size: size,
          extra: DetailExtra())),
      reducer: DetailHost(screen: DetailScreen(BookDetails(detail: feature, isOffline: isOffline))))
  }
}
