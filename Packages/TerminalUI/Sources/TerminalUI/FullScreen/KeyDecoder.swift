/// Turns the bytes a terminal sends into keys.
///
/// Escape sequences are looked up in ``sequences``, a table from bytes to keys, so a new
/// sequence is one more entry. A lone `ESC` is ambiguous: it may be the Escape key or the start
/// of a sequence whose other bytes have not arrived yet. The decoder keeps it pending
/// (``hasPendingInput``) and the caller calls ``flush()`` after a short timeout, which reports
/// it as ``Key/escape``. Bytes between `ESC [200~` and `ESC [201~` are one ``Key/paste(_:)``.
struct KeyDecoder: Sendable {
  /// The escape sequences of the keys, as xterm and its descendants send them, in normal and
  /// application cursor mode.
  static let sequences: [[UInt8]: Key] = {
    let table: [(String, Key)] = [
      ("[A", .up), ("[B", .down), ("[C", .right), ("[D", .left),
      ("OA", .up), ("OB", .down), ("OC", .right), ("OD", .left),
      ("[H", .home), ("[F", .end), ("OH", .home), ("OF", .end),
      ("[1~", .home), ("[4~", .end), ("[7~", .home), ("[8~", .end),
      ("[5~", .pageUp), ("[6~", .pageDown), ("[3~", .delete), ("[Z", .backTab),
    ]
    return Dictionary(
      table.map { (Array("\u{1B}\($0.0)".utf8), $0.1) }, uniquingKeysWith: { first, _ in first })
  }()

  /// The control bytes that are keys of their own; the other ones, from 0x01 to 0x1A, are
  /// Ctrl and a letter.
  static let controls: [UInt8: Key] = [
    0x0D: .enter, 0x0A: .enter, 0x09: .tab, 0x7F: .backspace, 0x08: .backspace,
  ]

  private static let escape: UInt8 = 0x1B
  private static let pasteStart = Array("\u{1B}[200~".utf8)
  private static let pasteEnd = Array("\u{1B}[201~".utf8)
  private static let longestSequence = 8

  private var pending: [UInt8] = []
  private var paste: [UInt8]?

  /// Whether bytes are held back, waiting for the rest of a sequence or for ``flush()``.
  var hasPendingInput: Bool {
    !pending.isEmpty && paste == nil
  }

  /// Decodes `bytes` after whatever was pending, and returns the keys they complete.
  mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    return decodePending(isFlushing: false)
  }

  /// Reports what is pending as it is: a lone `ESC` as ``Key/escape``, an unknown sequence as
  /// Escape followed by its characters.
  mutating func flush() -> [Key] {
    decodePending(isFlushing: true)
  }

  private mutating func decodePending(isFlushing: Bool) -> [Key] {
    var keys: [Key] = []
    var text: [UInt8] = []
    var index = 0

    func endText() {
      guard !text.isEmpty else { return }
      keys += String(decoding: text, as: UTF8.self).map(Key.character)
      text.removeAll()
    }

    while index < pending.count {
      if paste != nil {
        if let end = pending[index...].firstRange(of: Self.pasteEnd) {
          paste?.append(contentsOf: pending[index..<end.lowerBound])
          keys.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
          paste = nil
          index = end.upperBound
          continue
        }
        // Keep a possible start of the end marker for the next bytes.
        let keep = Self.partialSuffix(of: pending[index...], matching: Self.pasteEnd)
        paste?.append(contentsOf: pending[index..<(pending.count - keep)])
        index = pending.count - keep
        pending.removeFirst(index)
        endText()
        return keys
      }
      let byte = pending[index]
      switch byte {
      case Self.escape:
        endText()
        let rest = pending[index...]
        if rest.starts(with: Self.pasteStart) {
          paste = []
          index += Self.pasteStart.count
          continue
        }
        if let (key, length) = Self.sequence(at: rest) {
          keys.append(key)
          index += length
          continue
        }
        if !isFlushing && Self.mayStartSequence(rest) {
          pending.removeFirst(index)
          return keys
        }
        keys.append(.escape)
        index += 1
      case 0x01...0x1A, 0x7F:
        endText()
        keys.append(Self.controls[byte] ?? .control(Character(Unicode.Scalar(byte + 0x60))))
        index += 1
      case 0x00, 0x1C...0x1F:
        endText()
        index += 1
      default:
        let length = Self.utf8Length(leading: byte)
        guard index + length <= pending.count else {
          if isFlushing {
            index = pending.count
          } else {
            endText()
            pending.removeFirst(index)
            return keys
          }
          continue
        }
        text.append(contentsOf: pending[index..<(index + length)])
        index += length
      }
    }
    endText()
    pending.removeAll()
    return keys
  }

  /// The key of the table's sequence that `bytes` start with, and its length.
  private static func sequence(at bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    for length in stride(from: min(bytes.count, longestSequence), through: 2, by: -1) {
      if let key = sequences[Array(bytes.prefix(length))] {
        return (key, length)
      }
    }
    return nil
  }

  /// Whether `bytes`, starting with `ESC`, could still grow into a known sequence or a paste.
  private static func mayStartSequence(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard bytes.count < longestSequence else { return false }
    let prefix = Array(bytes)
    return sequences.keys.contains { $0.starts(with: prefix) && $0.count > prefix.count }
      || pasteStart.starts(with: prefix)
  }

  /// How many bytes at the end of `bytes` are the start of `marker`.
  private static func partialSuffix(of bytes: ArraySlice<UInt8>, matching marker: [UInt8]) -> Int {
    for length in stride(from: min(bytes.count, marker.count - 1), through: 1, by: -1)
    where marker.starts(with: bytes.suffix(length)) {
      return length
    }
    return 0
  }

  /// The number of bytes of the UTF-8 sequence that starts with `byte`; 1 for a stray byte.
  private static func utf8Length(leading byte: UInt8) -> Int {
    switch byte {
    case 0xC0...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF7: 4
    default: 1
    }
  }
}
