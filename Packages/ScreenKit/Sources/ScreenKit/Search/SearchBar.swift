import Features
import TerminalKit

/// A list's search bar: `/` opens it (``open()``), typing edits the query (through
/// `TerminalKit`'s `TextInput`), Esc clears the search and closes the bar (``clear()``), and
/// Enter keeps the filter and gives the keys back to the list; `/` again edits the kept query.
///
/// It changes only through ``open()``, ``clear()`` and ``press(_:)``, which say what they did
/// so that the list can filter again or handle the key itself.
public struct SearchBar: Sendable, Hashable {
  public enum Outcome: Sendable, Hashable {
    /// The key is not the bar's: the list handles it.
    case ignored
    /// The bar opened, to type a new query or edit the kept one.
    case opened
    /// The query changed: the list filters again.
    case queryChanged
    /// The key edited the query without changing it, such as an arrow moving the cursor, or
    /// was swallowed while typing.
    case edited
    /// Enter: the bar closed, its filter kept.
    case kept
    /// Esc: the query is cleared and the bar closed.
    case cleared
  }

  /// The query being typed, with its cursor.
  public private(set) var input = TextInput()
  /// Whether the bar has the keys.
  public private(set) var isEditing = false
  public private(set) var search = SearchText("")

  public init() {}

  /// Whether the list is filtered: a query is being typed or was kept.
  public var isActive: Bool {
    isEditing || !search.isEmpty
  }

  /// Opens the bar, to type a new query or edit the kept one.
  public mutating func open() -> Outcome {
    isEditing = true
    return .opened
  }

  /// Clears the query and closes the bar; ``Outcome/ignored`` when it is neither open nor
  /// filtering.
  public mutating func clear() -> Outcome {
    guard isActive else { return .ignored }
    input = TextInput()
    search = SearchText("")
    isEditing = false
    return .cleared
  }

  /// Enter: closes the bar, its filter kept, and gives the keys back to the list.
  public mutating func keep() -> Outcome {
    isEditing = false
    return .kept
  }

  /// Applies `key` while the bar is open: the keys of its table (``keys``), then the query's
  /// editing. Every key is ignored while it is closed.
  public mutating func press(_ key: Key) -> Outcome {
    guard isEditing else { return .ignored }
    if case .done(let outcome) = Self.keys.press(key, on: (), &self) { return outcome }
    let before = input.text
    guard input.apply(key) else { return .edited }
    guard input.text != before else { return .edited }
    search = SearchText(input.text)
    return .queryChanged
  }
}
