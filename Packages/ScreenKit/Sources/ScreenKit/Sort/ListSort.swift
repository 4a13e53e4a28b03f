import TerminalKit

/// How a list is sorted: by one of its columns, picked with `S` then the column's letter, in
/// ascending or descending order; in the list's own order until then.
///
/// It is the list's own state, so the order holds while the rows are loaded again, page by
/// page or refreshed. The sort is stable: rows that tie keep the list's order, both ways.
public struct ListSort: Sendable, Hashable {
  /// The letter of the column sorted by; `nil` for the list's own order.
  public private(set) var letter: Character?
  /// Whether the order is descending: the column's letter typed again reverses it.
  public private(set) var isDescending = false
  /// Whether `S` was pressed, so that the next key picks the column.
  public private(set) var isChoosing = false

  public enum Outcome: Sendable, Hashable {
    /// Not the sort's key: the list takes it.
    case ignored
    /// `S`: the next key picks the column.
    case choosing
    /// A column's letter: the list is now sorted by it, or the other way.
    case sorted
    /// Esc after `S`: nothing changed.
    case cancelled
    /// Another key after `S`: nothing changed.
    case notAColumn
  }

  public init(letter: Character? = nil, isDescending: Bool = false, isChoosing: Bool = false) {
    self.letter = letter
    self.isDescending = isDescending
    self.isChoosing = isChoosing
  }

  /// `S`: the next key picks the column.
  public mutating func choose() -> Outcome {
    isChoosing = true
    return .choosing
  }

  /// Takes `key` after ``choose()``: a column's letter of `letters` (in either case) sorts by
  /// that column, ascending, or reverses the order when it is the column sorted by. Every key
  /// is ignored before.
  public mutating func press(_ key: Key, letters: [Character]) -> Outcome {
    guard isChoosing else { return .ignored }
    isChoosing = false
    guard case .character(let typed) = key, let chosen = typed.lowercased().first,
      letters.contains(chosen)
    else { return key == .escape ? .cancelled : .notAColumn }
    if letter == chosen {
      isDescending.toggle()
    } else {
      letter = chosen
      isDescending = false
    }
    return .sorted
  }

  /// The column of `columns` sorted by, when the list is sorted.
  public func column<Item>(of columns: [SortColumn<Item>]) -> SortColumn<Item>? {
    guard let letter else { return nil }
    return columns.first { $0.letter == letter }
  }

  /// `items` in this order, by `columns`' keys; ties keep their order.
  public func sorted<Item>(_ items: [Item], by columns: [SortColumn<Item>]) -> [Item] {
    guard let column = column(of: columns), items.count > 1 else { return items }
    let keys = items.map(column.key)
    let isDescending = isDescending
    let order = keys.indices.sorted { first, second in
      let (a, b) = isDescending ? (keys[second], keys[first]) : (keys[first], keys[second])
      if a < b { return true }
      if b < a { return false }
      return first < second
    }
    return order.map { items[$0] }
  }

  /// The arrow the column's header shows: `↑` ascending, `↓` descending.
  public var arrow: String {
    isDescending ? "↓" : "↑"
  }

  /// What the status line says while the next key picks a column of `columns`:
  /// `sort by: i id · t title · a author`.
  public static func choices<Item>(_ columns: [SortColumn<Item>]) -> String {
    "sort by: " + columns.map { "\($0.letter) \($0.name)" }.joined(separator: " · ")
      + " (Esc: keep the order)"
  }

  /// What the status line says once sorted by a column of `columns`: `sorted by title ↑`.
  public func said<Item>(_ columns: [SortColumn<Item>]) -> String? {
    column(of: columns).map { "sorted by \($0.name) \(arrow)" }
  }

  /// What the status line says after `S` and a key that is no column of `columns`.
  public static func notAColumn<Item>(_ key: Key, _ columns: [SortColumn<Item>]) -> String {
    let list = TextLayout.listedWithOr(columns.map { String($0.letter) })
    let typed = if case .character(let character) = key { "\(character)" } else { "that key" }
    return "not sorted: \(typed) is no column here — S then \(list)".sanitizedForTerminalLine
  }
}
