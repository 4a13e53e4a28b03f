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
    let segments = wrappedSegments(width: width)
    var lines = segments.map { String(characters[$0]) }
    let place = cursorPlace(in: segments, width: width)
    if place.line == lines.count { lines.append("") }
    return (lines, place.line, place.column)
  }

  /// Moves the cursor to the line above or below as the text is wrapped at `width` columns
  /// (``wrappedLines(width:)``), as near its column as that line allows; `false`, moving
  /// nothing, from the first line up or the last down.
  public mutating func moveAcrossWrappedLines(down: Bool, width: Int) -> Bool {
    let width = max(1, width)
    let segments = wrappedSegments(width: width)
    let place = cursorPlace(in: segments, width: width)
    let target = down ? place.line + 1 : place.line - 1
    guard segments.indices.contains(target) else { return false }
    let segment = segments[target]
    // The end of a line the wrapping broke is the start of the next: stop before it.
    let isBroken =
      segments.indices.contains(target + 1)
      && segments[target + 1].lowerBound == segment.upperBound
    let last = isBroken ? max(segment.lowerBound, segment.upperBound - 1) : segment.upperBound
    var position = segment.lowerBound
    var shown = 0
    while position < last {
      let next = shown + characters[position].displayWidth
      guard next <= place.column else { break }
      shown = next
      position += 1
    }
    cursor = position
    return true
  }

  /// The ranges of the characters of each line of the text wrapped at `width` columns, without
  /// the line breaks between them: a line too long for the width breaks after its last space,
  /// which stays at its end, or within a word longer than the width.
  private func wrappedSegments(width: Int) -> [Range<Int>] {
    var segments: [Range<Int>] = []
    var start = 0
    var lineWidth = 0
    // Just after the last space of the line, where it breaks best.
    var afterSpace: Int?
    for (index, character) in characters.enumerated() {
      if character == "\n" {
        segments.append(start..<index)
        (start, lineWidth, afterSpace) = (index + 1, 0, nil)
        continue
      }
      let characterWidth = character.displayWidth
      if lineWidth + characterWidth > width, lineWidth > 0 {
        let end = afterSpace ?? index
        segments.append(start..<end)
        start = end
        lineWidth = characters[end..<index].reduce(0) { $0 + $1.displayWidth }
        afterSpace = nil
      }
      lineWidth += characterWidth
      if character == " " { afterSpace = index + 1 }
    }
    segments.append(start..<characters.count)
    return segments
  }

  /// The cursor's line among `segments` and its column: on the last line starting at or before
  /// it; past the end of a full line, at the start of the one after.
  private func cursorPlace(in segments: [Range<Int>], width: Int) -> (line: Int, column: Int) {
    // There is always a line, however empty the text.
    guard let line = segments.lastIndex(where: { $0.lowerBound <= cursor }) else { return (0, 0) }
    let segment = segments[line]
    let column = characters[segment.lowerBound..<min(cursor, segment.upperBound)]
      .reduce(0) { $0 + $1.displayWidth }
    return column >= width ? (line + 1, 0) : (line, column)
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
