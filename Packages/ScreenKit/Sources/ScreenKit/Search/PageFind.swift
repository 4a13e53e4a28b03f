import Features
import TerminalKit

/// A find in the text of a detail, as less and tig have it: `/` opens the list search's bar,
/// what is typed is looked for in every line, ignoring case, accents and width as the list
/// search does, and `n` and `N` go to the next match and the one before, wrapping.
///
/// The lines are the detail's as drawn, without styles, so that a match is where it is seen;
/// a match lies within a line, never across a line break. The screen scrolls to the match the
/// find is on (``FindsInPage``), and the view marks every match in sight
/// (`CellBuffer.markMatches(of:onLine:row:column:style:currentStyle:)`).
///
/// ```swift
/// var find = PageFind()
/// find.index(["Leanne Graham", "Anna Karenina"])
/// _ = find.open()
/// _ = find.press(.paste("an"), from: 0)
/// let lines = find.matches.map(\.line)  // [0, 1]: "Leanne", "Anna"
/// let said = find.step(1)  // nil: the status says "match 2 of 2"
/// ```
public struct PageFind: Sendable, Hashable {
  /// A match: its line, from 0, and its characters in the line's text.
  public struct Match: Sendable, Hashable {
    public let line: Int
    public let range: Range<String.Index>
  }

  /// The search bar, for the program to draw it and to give it the keys while it is typed
  /// into. It indexes nothing: the find looks in the lines it was given, each folded once.
  public private(set) var search = ListSearch()
  private var lines: [FoldedText] = []
  /// Every match, in reading order.
  public private(set) var matches: [Match] = []
  /// The index in ``matches`` of the match the find is on.
  public private(set) var current: Int?

  public init() {}

  public var isFinding: Bool {
    search.isFiltering
  }

  /// The line of the match the find is on.
  public var currentLine: Int? {
    current.flatMap { matches.indices.contains($0) ? matches[$0].line : nil }
  }

  /// Looks in `lines` from now on, as drawn without styles; the find stays on the first match
  /// at or after the line it was on.
  public mutating func index(_ lines: [String]) {
    let line = currentLine ?? 0
    self.lines = FoldedText.folding(lines)
    findAgain(from: line)
  }

  /// `/`: opens the bar, with the text looked for to edit.
  public mutating func open() -> SearchBar.Outcome {
    search.open()
  }

  /// Esc: forgets the text looked for, and closes the bar.
  public mutating func clear() -> SearchBar.Outcome {
    let outcome = search.clear()
    findAgain(from: 0)
    return outcome
  }

  /// Gives `key` to the bar while it is typed into; once the text changes, the find goes to
  /// the first match at or after line `top`, the first shown.
  public mutating func press(_ key: Key, from top: Int) -> SearchBar.Outcome {
    let outcome = search.press(key)
    if outcome == .queryChanged || outcome == .cleared { findAgain(from: top) }
    return outcome
  }

  /// `n` (`direction` 1) or `N` (-1): goes to the next match or the one before, wrapping;
  /// what the status line says of it beside ``status``, which says which match it is on:
  /// that it wrapped round an end, or that there is no match to go to; `nil` otherwise.
  public mutating func step(_ direction: Int) -> String? {
    guard isFinding, !matches.isEmpty else { return MatchStep.noMatches(search) }
    let from = current ?? (direction > 0 ? -1 : matches.count)
    let (index, wrapped) = MatchStep.step(from: from, by: direction, count: matches.count)
    current = index
    guard wrapped else { return nil }
    return direction > 0 ? "wrapped to the first" : "wrapped to the last"
  }

  /// Where the find stands, for the status line: `match 2 of 5`, `no match`; `nil` when no
  /// text is looked for.
  public var status: String? {
    guard isFinding else { return nil }
    guard let current, !matches.isEmpty else { return "no match" }
    return "match \(current + 1) of \(matches.count)"
  }

  /// The matches on `line`, each with whether the find is on it, in the order of the line.
  public func matches(onLine line: Int) -> [(range: Range<String.Index>, isCurrent: Bool)] {
    // The matches are in reading order: the first on `line` is found by halving.
    var low = 0
    var high = matches.count
    while low < high {
      let middle = low + (high - low) / 2
      if matches[middle].line < line { low = middle + 1 } else { high = middle }
    }
    var found: [(range: Range<String.Index>, isCurrent: Bool)] = []
    var index = low
    while index < matches.count, matches[index].line == line {
      found.append((matches[index].range, index == current))
      index += 1
    }
    return found
  }

  /// The text of `line` as looked in; empty past the last line.
  public func text(ofLine line: Int) -> String {
    lines.indices.contains(line) ? lines[line].text : ""
  }

  /// Finds every match again, the find on the first at or after `line`, or on the first.
  private mutating func findAgain(from line: Int) {
    guard isFinding else {
      matches = []
      current = nil
      return
    }
    let text = search.search
    matches = lines.indices.flatMap { index in
      text.ranges(in: lines[index]).map { Match(line: index, range: $0) }
    }
    current = matches.isEmpty ? nil : matches.firstIndex { $0.line >= line } ?? 0
  }
}
