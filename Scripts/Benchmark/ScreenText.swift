// The text a terminal shows after a program's output, as far as the benchmark reads it: a
// screen diff writes only the cells that changed, so a line is found on the screen, not in the
// output.

/// The rows of a terminal of a fixed size after the output fed so far: text, cursor moves and
/// erasing; styles are ignored and every character takes one cell.
struct ScreenText {
  private var rows: [[Character]]
  private let columns: Int
  private var row = 0
  private var column = 0
  /// The bytes of an escape sequence or a character that the last output cut.
  private var pending: [UInt8] = []

  /// A blank screen of `rows` by `columns`.
  init(rows: Int, columns: Int) {
    self.rows = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    self.columns = columns
  }

  /// Row `index` from the top, from 0, without its trailing blanks.
  func line(_ index: Int) -> String {
    guard rows.indices.contains(index) else { return "" }
    var text = String(rows[index])
    while text.last == " " { text.removeLast() }
    return text
  }

  /// Applies `output`.
  mutating func feed(_ output: some Sequence<UInt8>) {
    var bytes = pending + Array(output)
    pending = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B {
        guard let end = escapeEnd(bytes, from: index) else { break }
        apply(Array(bytes[index..<end]))
        index = end
      } else if byte == UInt8(ascii: "\r") {
        column = 0
        index += 1
      } else if byte == UInt8(ascii: "\n") {
        row = min(row + 1, rows.count - 1)
        index += 1
      } else if byte < 0x20 {
        index += 1
      } else {
        let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else { break }
        let character = String(decoding: bytes[index..<index + length], as: UTF8.self)
        put(Character(character))
        index += length
      }
    }
    bytes.removeFirst(index)
    pending = bytes
  }

  /// Writes `character` at the cursor and moves it on.
  private mutating func put(_ character: Character) {
    if rows.indices.contains(row), column < columns {
      rows[row][column] = character
    }
    column += 1
  }

  /// Where the escape sequence at `start` ends, or `nil` when the output stops inside it.
  private func escapeEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    guard start + 1 < bytes.count else { return nil }
    switch bytes[start + 1] {
    case UInt8(ascii: "["):
      var index = start + 2
      while index < bytes.count {
        if (0x40...0x7E).contains(bytes[index]) { return index + 1 }
        index += 1
      }
      return nil
    case UInt8(ascii: "]"):
      var index = start + 2
      while index < bytes.count {
        if bytes[index] == 0x07 { return index + 1 }
        if bytes[index] == 0x1B, index + 1 < bytes.count { return index + 2 }
        index += 1
      }
      return nil
    default:
      return start + 2
    }
  }

  /// Applies the escape sequence `sequence`: a cursor move or an erase; anything else is ignored.
  private mutating func apply(_ sequence: [UInt8]) {
    guard sequence.count >= 3, sequence[1] == UInt8(ascii: "["), let final = sequence.last else {
      return
    }
    let numbers = String(decoding: sequence[2..<(sequence.count - 1)], as: UTF8.self)
      .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    let first = numbers.first.flatMap { $0 } ?? 1
    switch final {
    case UInt8(ascii: "H"):
      row = max(first, 1) - 1
      column = max(numbers.count > 1 ? numbers[1] ?? 1 : 1, 1) - 1
    case UInt8(ascii: "C"):
      column += max(first, 1)
    case UInt8(ascii: "J"):
      if first == 2 {
        rows = rows.map { $0.map { _ in " " } }
      }
    case UInt8(ascii: "K"):
      if rows.indices.contains(row), column < columns {
        for index in column..<columns { rows[row][index] = " " }
      }
    default:
      break
    }
  }
}
