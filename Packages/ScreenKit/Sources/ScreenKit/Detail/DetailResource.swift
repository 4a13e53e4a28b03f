import Features
import TerminalKit

/// What one kind of record brings to the generic detail screen, ``DetailScreen``: how it reads
/// the record, its lines, its name and its deletion, its own keys, and what it adds (a cursor
/// over the record's links, a grid of its items, actions of its own). The screen keeps the rest
/// once for every detail: the scroll, the find in the page, where the record came from, the
/// refresh, the keys kept while it loads, the question whether to delete it.
///
/// A record whose body is not lines of text, such as a grid of photos, takes the moves
/// (``move(_:_:)``), the keys before the table (``take(_:_:)``) and the layout (``fit(_:)``),
/// and makes its key table from the screen's parts (``DetailScreen/back(rank:)`` and the
/// others) in place of ``DetailScreen/keys(with:)``.
///
/// ```swift
/// struct Book: Sendable, Hashable {
///   var title: String
///   var author: String
/// }
///
/// enum ShelfMessage: DetailDelegate {
///   case close, notice(String), notFound(String), deleteConfirmed(Int, title: String)
///   case keys(HeldKeys.Release)
///   init(_ release: HeldKeys.Release) { self = .keys(release) }
/// }
///
/// struct BookDetails: DetailResource {
///   typealias Delegate = ShelfMessage
///   static let noun = "book"
///   static var keys: Screen.Keys { Screen.keys(with: []) }
///   let detail: DetailFeature<Int, Book>
///   let isOffline: Bool
///
///   static func lines(of detail: Detail, width: Int, usesColor: Bool) -> [String] {
///     detail.detail.value.map { [$0.title, "by \($0.author)"] } ?? ["loading"]
///   }
///   static func deletionTarget(of id: Int) -> Int? { id }
///   static func title(of book: Book) -> String { book.title }
/// }
///
/// let books = DetailFeature<Int, Book> { _ in Book(title: "Dune", author: "Frank Herbert") }
/// let screen = DetailScreen(BookDetails(detail: books, isOffline: false))
/// let size = TerminalSize(columns: 80, rows: 24)
/// let state = BookDetails.Screen.State(id: 1, size: size, extra: DetailExtra())
/// ```
public protocol DetailResource: Sendable {
  associatedtype ID: Sendable & Hashable
  associatedtype Value: Sendable & Hashable
  /// What the resource keeps beside the record, such as a cursor over its links.
  associatedtype Extra: Sendable & Hashable = DetailExtra
  /// The resource's own actions, such as an address that could not be opened.
  associatedtype Action: Sendable & Hashable = Never
  associatedtype Delegate: DetailDelegate

  typealias Screen = DetailScreen<Self>
  typealias Detail = DetailFeature<ID, Value>.State
  typealias Binding = KeyBinding<Screen, Screen.State, Effect<Screen.Action>>

  /// What one record is called, `post`: `the post loaded`, `the post could not be read`.
  static var noun: String { get }
  /// The record's lines at `width`, with SGR styles when `usesColor`.
  static func lines(of detail: Detail, width: Int, usesColor: Bool) -> [String]
  /// What a deletion of record `id` deletes; `nil` where the record is not deleted from its
  /// screen, so that `d` does nothing there. No default: a resource says which it is.
  static func deletionTarget(of id: ID) -> Delegate.DeletionTarget?
  /// The record's name, to ask about and to delete by. By default, the noun.
  static func title(of value: Value) -> String
  /// What the status line says when `d` is pressed offline.
  static func offlineRefusal(of id: ID) -> String
  /// The screen's keys, made once with ``DetailScreen/keys(with:)`` from the resource's own
  /// (between the screen's Esc and its `d`: the help reads them in that order).
  static var keys: Screen.Keys { get }

  var detail: DetailFeature<ID, Value> { get }
  var isOffline: Bool { get }

  /// `↑` `↓` and the other moves over the resource's own items; whether it took the move,
  /// which otherwise scrolls. By default, none.
  func move(_ move: Movement.Move, _ state: inout Screen.State) -> Bool
  /// Puts the resource's cursor on its item at `index`, as a click does. By default, nothing.
  func point(at index: Int, _ state: inout Screen.State) -> Effect<Screen.Action>
  /// Runs one of the resource's own actions. By default, nothing.
  func reduce(_ action: Action, _ state: inout Screen.State) -> Effect<Screen.Action>
  /// Takes `key` before the key table, as a search bar being typed into does: `.done` with
  /// what it does, `.refused` with why it does nothing, or `.passed` to leave it to the table.
  /// By default, every key is passed.
  func take(_ key: Key, _ state: inout Screen.State) -> Screen.Keys.Press
  /// Keeps what the resource added within the record just answered and the screen's size
  /// just changed (the cursor within the links, a grid's rows). By default, nothing.
  func fit(_ state: inout Screen.State)
}

/// What a detail that adds nothing keeps beside its record.
public struct DetailExtra: Sendable, Hashable {
  public init() {}
}

extension DetailResource {
  public static func title(of value: Value) -> String { noun }

  public static func offlineRefusal(of id: ID) -> String {
    OfflineRefusal.text("delete \(deletionTarget(of: id).map { "\($0)" } ?? "the \(noun)")")
  }

  public func move(_ move: Movement.Move, _ state: inout Screen.State) -> Bool { false }

  public func point(at index: Int, _ state: inout Screen.State) -> Effect<Screen.Action> {
    .none
  }

  public func reduce(_ action: Action, _ state: inout Screen.State) -> Effect<Screen.Action> {
    .none
  }

  public func take(_ key: Key, _ state: inout Screen.State) -> Screen.Keys.Press { .passed }

  public func fit(_ state: inout Screen.State) {}
}
