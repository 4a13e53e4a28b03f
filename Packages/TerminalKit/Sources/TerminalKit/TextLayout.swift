/// Turns text from the server into lines for the terminal: split at its line breaks, sanitized,
/// and wrapped at a width.
public enum TextLayout {
  /// The lines of `text`, sanitized for the terminal, with tabs as single spaces.
  ///
  /// Any line break (`\n`, `\r\n`, `\r`, U+2028, …) ends a line, and empty lines are kept.
  public static func lines(of text: String) -> [String] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map { String($0).sanitizedForTerminal.replacingTabs() }
  }

  /// `text` as one line, sanitized for the terminal, with each tab and each line break (`\r\n`
  /// counting as one) replaced by a single space.
  ///
  /// This is how a table cell shows a value, so that it never breaks a row or a tab-separated
  /// line.
  public static func singleLine(of text: String) -> String {
    if text.isPrintableASCII {
      return text
    }
    return String(text.map { $0.isNewline ? " " : $0 }).sanitizedForTerminal.replacingTabs()
  }

  /// The first line of `text` that is not blank, sanitized for the terminal, with tabs as
  /// single spaces; empty when every line is blank.
  ///
  /// This is how a terminal table cell shows a value of several lines.
  public static func firstLine(of text: String) -> String {
    if text.isPrintableASCII {
      return text.utf8.contains { $0 != UInt8(ascii: " ") } ? text : ""
    }
    return lines(of: text).first { $0.contains { !$0.isWhitespace } } ?? ""
  }

  /// `text` laid out at `width` cells: its own line breaks kept, and each line wrapped;
  /// `breaksAfterPunctuation` as ``wrap(_:width:breaksAfterPunctuation:)`` says.
  public static func wrapped(_ text: String, width: Int, breaksAfterPunctuation: Bool = false)
    -> [String]
  {
    lines(of: text).flatMap {
      wrap($0, width: width, breaksAfterPunctuation: breaksAfterPunctuation)
    }
  }

  /// One line wrapped into lines of at most `width` cells.
  ///
  /// Lines break at spaces, which are dropped at the break; a word wider than `width` is split
  /// between grapheme clusters, or, when `breaksAfterPunctuation`, after the `@` that fits, else
  /// the last `.`, `/`, `-` or `,`, so that an email or a web address breaks where it reads
  /// well.
  /// Indentation at the start is kept while it fits.
  public static func wrap(_ line: String, width: Int, breaksAfterPunctuation: Bool = false)
    -> [String]
  {
    let width = max(width, 1)
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    var pendingSpaces = ""
    for token in tokens(of: line) {
      if token.first == " " {
        pendingSpaces += token
        continue
      }
      let tokenWidth = token.displayWidth
      if currentWidth + pendingSpaces.count + tokenWidth <= width {
        current += pendingSpaces + token
        currentWidth += pendingSpaces.count + tokenWidth
        pendingSpaces = ""
        continue
      }
      if !current.isEmpty {
        lines.append(current)
      }
      pendingSpaces = ""
      let pieces = split(token, width: width, breaksAfterPunctuation: breaksAfterPunctuation)
      lines += pieces.dropLast()
      current = pieces.last ?? ""
      currentWidth = current.displayWidth
    }
    lines.append(current)
    return lines
  }

  /// The runs of spaces and of other characters in `line`, in order.
  private static func tokens(of line: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    for character in line {
      if let last = current.last, (last == " ") != (character == " ") {
        tokens.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty {
      tokens.append(current)
    }
    return tokens
  }

  /// `word` cut into pieces of at most `width` cells between grapheme clusters, when
  /// `breaksAfterPunctuation` after the piece's `@`, else its last `.`, `/`, `-` or `,`.
  private static func split(_ word: String, width: Int, breaksAfterPunctuation: Bool)
    -> [String]
  {
    var pieces: [String] = []
    var current = ""
    var currentWidth = 0
    // The number of characters of `current` up to and including its last break character.
    var breakLength: Int?
    for character in word {
      let characterWidth = character.displayWidth
      if characterWidth > width {
        if !current.isEmpty { pieces.append(current) }
        pieces.append(String(character).truncated(toDisplayWidth: width))
        (current, currentWidth, breakLength) = ("", 0, nil)
        continue
      }
      while currentWidth + characterWidth > width, !current.isEmpty {
        if let length = breakLength, length < current.count {
          pieces.append(String(current.prefix(length)))
          current = String(current.dropFirst(length))
          currentWidth = current.displayWidth
          breakLength = breakPoint(in: current)
        } else {
          pieces.append(current)
          (current, currentWidth, breakLength) = ("", 0, nil)
        }
      }
      current.append(character)
      currentWidth += characterWidth
      // An `@` stays the break once the piece has one.
      if breaksAfterPunctuation, isBreak(character),
        character == "@" || !current.dropLast().contains("@")
      {
        breakLength = current.count
      }
    }
    if !current.isEmpty || pieces.isEmpty {
      pieces.append(current)
    }
    return pieces
  }

  /// The number of characters of `piece` up to its `@`, else up to its last other break.
  private static func breakPoint(in piece: String) -> Int? {
    let at = piece.lastIndex(of: "@") ?? piece.lastIndex(where: isBreak)
    return at.map { piece.distance(from: piece.startIndex, to: $0) + 1 }
  }

  /// Whether a long word may break after `character`.
  private static func isBreak(_ character: Character) -> Bool {
    "@./-,".contains(character)
  }
}

extension String {
  fileprivate func replacingTabs() -> String {
    String(map { $0 == "\t" ? " " : $0 })
  }
}
