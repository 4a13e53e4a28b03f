/// A small model of a terminal's screen: a grid of characters that interprets what a program
/// writes, as far as `app browse` uses it.
///
/// It knows cursor positioning (`CSI row;col H`, `CSI n C`, carriage return, line feed),
/// clearing (`CSI 2J`, `CSI K`), the alternate screen (`CSI ?1049h`/`l`, which keeps the main
/// screen's contents apart) and the cursor's visibility (`CSI ?25h`/`l`); styles and other
/// sequences are read and ignored. A wide character takes two cells, the second left empty.
struct TerminalScreen: Sendable {
  let columns: Int
  let rows: Int
  /// Whether the alternate screen is shown.
  private(set) var isAlternate = false
  /// Whether the cursor is shown.
  private(set) var isCursorVisible = true
  private var grid: [[String]]
  private var mainGrid: [[String]]
  private var row = 0
  private var column = 0

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    grid = Self.blank(columns: columns, rows: rows)
    mainGrid = grid
  }

  /// The text of every row, without trailing spaces.
  var lines: [String] {
    (0..<rows).map(line)
  }

  /// The text of `row`, without trailing spaces; empty outside the screen.
  func line(_ row: Int) -> String {
    guard row >= 0, row < rows else { return "" }
    var text = grid[row].joined()
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The first row whose text contains `text`.
  func row(containing text: String) -> Int? {
    lines.firstIndex { $0.contains(text) }
  }

  /// The whole screen, for a failing test's message.
  var description: String {
    lines.enumerated().map { "\($0.offset): \($0.element)" }.joined(separator: "\n")
  }

  /// Applies what a program wrote.
  mutating func interpret(_ output: String) {
    var characters = output.makeIterator()
    while let character = characters.next() {
      switch character {
      case "\u{1B}":
        guard let next = characters.next() else { return }
        if next == "[" {
          var parameters = ""
          while let part = characters.next() {
            if part.isLetter || part == "~" || part == "@" {
              control(parameters, final: part)
              break
            }
            parameters.append(part)
          }
        } else if next == "]" {
          // An operating system command, such as OSC 52's copy, draws nothing: it ends at BEL
          // or at ESC \.
          while let part = characters.next(), part != "\u{07}" {
            if part == "\u{1B}" {
              _ = characters.next()
              break
            }
          }
        }
      case "\r\n":
        column = 0
        lineFeed()
      case "\r":
        column = 0
      case "\n":
        lineFeed()
      default:
        guard let scalar = character.unicodeScalars.first, scalar.value >= 0x20 else { continue }
        put(character)
      }
    }
  }

  private mutating func put(_ character: Character) {
    let width = Self.width(of: character)
    if column + width > columns {
      column = 0
      lineFeed()
    }
    guard row < rows, column < columns else { return }
    grid[row][column] = String(character)
    if width == 2, column + 1 < columns {
      grid[row][column + 1] = ""
    }
    column += width
  }

  private mutating func lineFeed() {
    if row < rows - 1 {
      row += 1
    } else {
      grid.removeFirst()
      grid.append(Array(repeating: " ", count: columns))
    }
  }

  private mutating func control(_ parameters: String, final: Character) {
    let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
    switch (parameters, final) {
    case ("?1049", "h"):
      guard !isAlternate else { return }
      mainGrid = grid
      grid = Self.blank(columns: columns, rows: rows)
      isAlternate = true
    case ("?1049", "l"):
      guard isAlternate else { return }
      grid = mainGrid
      isAlternate = false
    case ("?25", "h"):
      isCursorVisible = true
    case ("?25", "l"):
      isCursorVisible = false
    case (_, "H"):
      row = max(0, min(rows - 1, (numbers.first ?? 1) - 1))
      column = max(0, min(columns - 1, (numbers.count > 1 ? numbers[1] : 1) - 1))
    case (_, "C"):
      column = min(columns - 1, column + max(1, numbers.first ?? 1))
    case ("2", "J"):
      grid = Self.blank(columns: columns, rows: rows)
    case (_, "K"):
      if parameters == "2" {
        grid[row] = Array(repeating: " ", count: columns)
      } else {
        for index in column..<columns { grid[row][index] = " " }
      }
    default:
      break
    }
  }

  private static func blank(columns: Int, rows: Int) -> [[String]] {
    Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  /// The cells a character takes: as ``TerminalText/cells(_:)`` counts its first scalar.
  private static func width(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    return max(1, TerminalText.cells(String(first)))
  }
}
