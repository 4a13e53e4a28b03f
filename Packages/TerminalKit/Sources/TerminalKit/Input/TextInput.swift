/// Text being edited with a cursor: the model under every text field and prompt.
///
/// The cursor moves by characters (grapheme clusters), so a wide CJK character, an emoji or a
/// letter with combining marks is one step, and is drawn by display width. Control characters
/// are never inserted: an arrow key's escape sequence cannot end up in the text.
public struct TextInput: Sendable, Hashable {
  private var characters: [Character]
  /// The number of characters before the cursor, from 0 to the text's length.
  public private(set) var cursor: Int
  /// Whether the text has several lines, such as a post's body: Enter inserts a line break
  /// and ↑/↓ move between lines.
  public let allowsNewlines: Bool

  /// Creates an input holding `text`, with the cursor at its end.
  public init(_ text: String = "", allowsNewlines: Bool = false) {
    self.allowsNewlines = allowsNewlines
    characters = []
    cursor = 0
    insert(text)
  }

  public var text: String {
    String(characters)
  }

  /// Replaces the text, with the cursor at its end.
  public mutating func setText(_ text: String) {
    characters = []
    cursor = 0
    insert(text)
  }

  /// Applies an editing key and returns whether it was one.
  ///
  /// Characters and pastes are inserted, line breaks in a paste becoming spaces unless the
  /// input has several lines; ←/→ move by a character; Home/End and Ctrl-A/Ctrl-E go to the
  /// current line's start and end; Backspace and Delete remove the character before and after
  /// the cursor; Ctrl-U and Ctrl-K remove up to the line's start and end, and Ctrl-W the word
  /// before the cursor. Enter and ↑/↓ are editing keys only when the input has several lines.
  @discardableResult
  public mutating func apply(_ key: Key) -> Bool {
    switch key {
    case .character(let character):
      insert(String(character))
    case .paste(let text):
      insert(text)
    case .enter:
      guard allowsNewlines else { return false }
      insert("\n")
    case .left:
      cursor = max(0, cursor - 1)
    case .right:
      cursor = min(characters.count, cursor + 1)
    case .home, .control("a"):
      cursor = lineStart
    case .end, .control("e"):
      cursor = lineEnd
    case .backspace:
      guard cursor > 0 else { return true }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .delete:
      guard cursor < characters.count else { return true }
      characters.remove(at: cursor)
    case .control("u"):
      remove(lineStart..<cursor)
    case .control("k"):
      characters.removeSubrange(cursor..<lineEnd)
    case .control("w"):
      remove(wordStart..<cursor)
    case .up, .down:
      guard allowsNewlines else { return false }
      moveLine(down: key == .down)
    default:
      return false
    }
    return true
  }

  /// A single line `width` columns wide, scrolled so that the cursor is visible, and the
  /// cursor's column in it; the cursor may be on the column just after the text.
  public func visibleLine(width: Int) -> (text: String, cursorColumn: Int) {
    let line = characters[lineStart..<lineEnd]
    let width = max(1, width)
    var start = line.startIndex
    var widthBeforeCursor = line[start..<cursor].reduce(0) { $0 + $1.displayWidth }
    // Keep a cell for the cursor itself.
    while widthBeforeCursor > width - 1, start < cursor {
      widthBeforeCursor -= line[start].displayWidth
      start += 1
    }
    var shown = ""
    var shownWidth = 0
    for character in line[start...] {
      let characterWidth = character.displayWidth
      guard shownWidth + characterWidth <= width else { break }
      shown.append(character)
      shownWidth += characterWidth
    }
    return (shown, widthBeforeCursor)
  }

  /// The text wrapped at `width` columns, its own line breaks kept, and the cursor's line and
  /// column in it. A cursor at the end of a full line is at the start of the next one.
  public func wrappedLines(width: Int) -> (lines: [String], cursorLine: Int, cursorColumn: Int) {
    let width = max(1, width)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    var cursorPlace: (line: Int, column: Int)?
    for (index, character) in characters.enumerated() {
      if index == cursor {
        cursorPlace = (lines.count, lineWidth)
      }
      if character == "\n" {
        lines.append(line)
        (line, lineWidth) = ("", 0)
        continue
      }
      let characterWidth = character.displayWidth
      if lineWidth + characterWidth > width, lineWidth > 0 {
        lines.append(line)
        (line, lineWidth) = ("", 0)
        if index == cursor { cursorPlace = (lines.count, 0) }
      }
      line.append(character)
      lineWidth += characterWidth
    }
    if cursorPlace == nil {
      cursorPlace = (lines.count, lineWidth)
    }
    lines.append(line)
    var place = cursorPlace ?? (0, 0)
    if place.column >= width {
      place = (place.line + 1, 0)
      if place.line == lines.count { lines.append("") }
    }
    return (lines, place.line, place.column)
  }

  // MARK: - Editing

  private mutating func insert(_ text: String) {
    var inserted: [Character] = []
    var previous: Character?
    for character in text {
      defer { previous = character }
      if character.isNewline {
        // A CR LF pair is one Character; a CR then LF arriving apart is one break too.
        if previous == "\r" && character == "\n" { continue }
        inserted.append(allowsNewlines ? "\n" : " ")
      } else if character == "\t" {
        inserted.append(" ")
      } else if !character.unicodeScalars.contains(where: Self.isControl) {
        inserted.append(character)
      }
    }
    characters.insert(contentsOf: inserted, at: cursor)
    cursor += inserted.count
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
  }

  private mutating func remove(_ range: Range<Int>) {
    characters.removeSubrange(range)
    cursor = range.lowerBound
  }

  // MARK: - Lines

  private var lineStart: Int {
    lineStart(before: cursor)
  }

  /// Where the cursor's line ends, before its line break.
  private var lineEnd: Int {
    characters[cursor...].firstIndex(of: "\n") ?? characters.count
  }

  private func lineStart(before position: Int) -> Int {
    characters[..<position].lastIndex(of: "\n").map { $0 + 1 } ?? 0
  }

  /// The start of the word before the cursor, after any spaces just before it.
  private var wordStart: Int {
    var start = cursor
    let floor = lineStart
    while start > floor, characters[start - 1].isWhitespace { start -= 1 }
    while start > floor, !characters[start - 1].isWhitespace { start -= 1 }
    return start
  }

  /// Moves the cursor to the line above or below, as near its display column as the line
  /// allows.
  private mutating func moveLine(down: Bool) {
    let start = lineStart
    let column = characters[start..<cursor].reduce(0) { $0 + $1.displayWidth }
    let target: Int
    if down {
      guard lineEnd < characters.count else { return }
      target = lineEnd + 1
    } else {
      guard start > 0 else { return }
      target = lineStart(before: start - 1)
    }
    var position = target
    var width = 0
    while position < characters.count, characters[position] != "\n" {
      let next = width + characters[position].displayWidth
      guard next <= column else { break }
      width = next
      position += 1
    }
    cursor = position
  }
}
