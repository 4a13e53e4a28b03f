/// Turns the bytes a terminal sends into keys.
///
/// Escape sequences are parsed by their grammar, CSI (`ESC [`, parameter bytes, intermediate
/// bytes, a final byte) and SS3 (`ESC O` and a final byte), then looked up in ``csiKeys`` and
/// ``ss3Keys`` by their final byte (and, for `~`, their first parameter), so that a modifier
/// (`ESC [1;5A`, Ctrl-Up) still finds its key and a sequence the table lacks (Insert, F5) is
/// dropped rather than read as Escape and letters.
///
/// A lone `ESC` is ambiguous: it may be the Escape key or the start of a sequence whose other
/// bytes have not arrived yet. The decoder keeps it pending (``hasPendingInput``) and the
/// caller calls ``flush()`` after a short timeout, which reports it as ``Key/escape``. Bytes
/// between `ESC [200~` and `ESC [201~` are one ``Key/paste(_:)``, at most ``pasteLimit`` bytes;
/// a paste whose end never comes is pending too, and ``flush()`` ends it. Ctrl-C always gets
/// through, even in a paste.
///
/// An SGR mouse sequence (`ESC [ < b ; x ; y M`, or `m` for a release) is one
/// ``Key/mouse(_:)``; one that is malformed or names a cell past
/// ``MouseEvent/coordinateLimit`` is dropped whole. A sequence longer than ``sequenceLimit`` is
/// dropped up to its final byte, even when the rest of it comes in a later read.
public struct KeyDecoder: Sendable {
  /// The keys of CSI sequences, by final byte, or by first parameter and `~`; modifiers, the
  /// other parameters, are ignored.
  public static let csiKeys: [String: Key] = [
    "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end, "Z": .backTab,
    "1~": .home, "7~": .home, "4~": .end, "8~": .end,
    "5~": .pageUp, "6~": .pageDown, "3~": .delete,
  ]

  /// The keys of SS3 sequences (application cursor mode), by final byte.
  public static let ss3Keys: [UInt8: Key] = [
    UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right,
    UInt8(ascii: "D"): .left, UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
  ]

  /// The control bytes that are keys of their own; the other ones, from 0x01 to 0x1A, are
  /// Ctrl and a letter.
  public static let controls: [UInt8: Key] = [
    0x0D: .enter, 0x0A: .enter, 0x09: .tab, 0x7F: .backspace, 0x08: .backspace,
  ]

  /// The most bytes a paste keeps; the rest of a longer paste is dropped.
  public static let pasteLimit = 64 * 1024
  /// The longest escape sequence kept whole; a longer one is dropped.
  public static let sequenceLimit = 32

  private static let escape: UInt8 = 0x1B
  private static let ctrlC: UInt8 = 0x03
  private static let pasteEnd = Array("\u{1B}[201~".utf8)

  private var pending: [UInt8] = []
  /// The text of the paste under way, if one is.
  private var paste: [UInt8]?
  /// Whether the paste under way passed ``pasteLimit`` and was reported, its rest dropped.
  private var pasteOverflowed = false
  /// Whether the rest of a sequence longer than ``sequenceLimit`` is being dropped, up to its
  /// final byte.
  private var isSkippingSequence = false

  public init() {}

  /// Whether bytes are held back, waiting for the rest of a sequence or of a paste, or for
  /// ``flush()``.
  public var hasPendingInput: Bool {
    !pending.isEmpty || paste != nil || isSkippingSequence
  }

  /// Whether a paste is under way: ``flush()`` should wait for a longer silence.
  public var isPasting: Bool {
    paste != nil
  }

  /// Decodes `bytes` after whatever was pending, and returns the keys they complete.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    return decodePending(isFlushing: false)
  }

  /// Reports what is pending as it is: a lone `ESC` as ``Key/escape``, a paste that never
  /// ended as the text it has; an unfinished sequence is dropped.
  public mutating func flush() -> [Key] {
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

    // A sequence cut off for its length ends with a pause as well.
    if isFlushing { isSkippingSequence = false }
    // Flushing ends a paste even when no byte of it is pending.
    while index < pending.count || (isFlushing && paste != nil) {
      if paste != nil {
        guard let next = readPaste(from: index, isFlushing: isFlushing, into: &keys) else {
          return keys
        }
        index = next
        continue
      }
      let byte = pending[index]
      if isSkippingSequence {
        // Parameter and intermediate bytes go on the sequence; a final byte ends it.
        isSkippingSequence = (0x20...0x3F).contains(byte)
        if isSkippingSequence || (0x40...0x7E).contains(byte) {
          index += 1
          continue
        }
      }
      switch byte {
      case Self.escape:
        endText()
        switch Self.parseSequence(pending[index...]) {
        case .incomplete where !isFlushing:
          pending.removeFirst(index)
          return keys
        case .incomplete:
          // A lone ESC is the Escape key; the start of a sequence cut short is dropped.
          if pending.count - index == 1 { keys.append(.escape) }
          index = pending.count
        case .escape:
          keys.append(.escape)
          index += 1
        case .key(let key, let length):
          keys.append(key)
          index += length
        case .pasteStart(let length):
          paste = []
          pasteOverflowed = false
          index += length
        case .dropped(let length):
          index += length
        case .overlong(let length):
          index += length
          isSkippingSequence = true
        }
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

  /// Takes the paste's bytes from `index` on: up to its end marker, a Ctrl-C, or the limit.
  /// Returns where decoding goes on, or `nil` when the bytes were used, all but a possible
  /// start of the end marker, which is left pending.
  private mutating func readPaste(from index: Int, isFlushing: Bool, into keys: inout [Key])
    -> Int?
  {
    let rest = pending[index...]
    let end = rest.firstRange(of: Self.pasteEnd)
    let interrupt = rest.firstIndex(of: Self.ctrlC)
    if let interrupt, interrupt < end?.lowerBound ?? pending.endIndex {
      appendToPaste(pending[index..<interrupt], into: &keys)
      endPaste(into: &keys)
      keys.append(.control("c"))
      return interrupt + 1
    }
    if let end {
      appendToPaste(pending[index..<end.lowerBound], into: &keys)
      endPaste(into: &keys)
      return end.upperBound
    }
    if isFlushing {
      appendToPaste(rest, into: &keys)
      endPaste(into: &keys)
      return pending.count
    }
    // Keep a possible start of the end marker for the next bytes.
    let keep = Self.partialSuffix(of: rest, matching: Self.pasteEnd)
    appendToPaste(pending[index..<(pending.count - keep)], into: &keys)
    pending = Array(pending.suffix(keep))
    return nil
  }

  /// Adds `bytes` to the paste, reporting it once it reaches ``pasteLimit`` and dropping the
  /// rest.
  private mutating func appendToPaste(_ bytes: ArraySlice<UInt8>, into keys: inout [Key]) {
    guard !pasteOverflowed, var text = paste else { return }
    paste = nil
    let room = Self.pasteLimit - text.count
    text.append(contentsOf: bytes.prefix(room))
    if bytes.count >= room {
      keys.append(.paste(String(decoding: text, as: UTF8.self)))
      pasteOverflowed = true
      text = []
    }
    paste = text
  }

  /// Ends the paste under way, reporting its text unless it was reported when it overflowed.
  private mutating func endPaste(into keys: inout [Key]) {
    if let text = paste, !pasteOverflowed {
      keys.append(.paste(String(decoding: text, as: UTF8.self)))
    }
    paste = nil
    pasteOverflowed = false
  }

  /// What the bytes starting with `ESC` are.
  private enum Parsed {
    /// More bytes are needed to tell.
    case incomplete
    /// The Escape key, followed by something that is not a sequence.
    case escape
    /// A key, and the sequence's length.
    case key(Key, length: Int)
    /// The start of a bracketed paste, and its length.
    case pasteStart(length: Int)
    /// A sequence that is no key, or a malformed one, dropped with its length.
    case dropped(length: Int)
    /// The start of a sequence longer than ``sequenceLimit``, whose rest is dropped too.
    case overlong(length: Int)
  }

  /// Parses the sequence at the start of `bytes`, which starts with `ESC`.
  private static func parseSequence(_ bytes: ArraySlice<UInt8>) -> Parsed {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return .incomplete }
    let introducer = bytes[start + 1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return .escape
    }
    var index = start + 2
    var parameters: [UInt8] = []
    while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) {
      parameters.append(bytes[index])
      index += 1
    }
    while index < bytes.endIndex, (0x20...0x2F).contains(bytes[index]) {
      index += 1
    }
    let length = index - start
    guard index < bytes.endIndex else {
      return length >= sequenceLimit ? .overlong(length: length) : .incomplete
    }
    let final = bytes[index]
    guard (0x40...0x7E).contains(final) else {
      // Not a sequence after all: drop what was read, and decode the byte that broke it.
      return .dropped(length: length)
    }
    let firstParameter = String(
      decoding: parameters.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self)
    if introducer == UInt8(ascii: "O") {
      return ss3Keys[final].map { .key($0, length: length + 1) } ?? .dropped(length: length + 1)
    }
    if parameters.first == UInt8(ascii: "<"),
      final == UInt8(ascii: "M") || final == UInt8(ascii: "m")
    {
      return MouseEvent(sgrParameters: parameters.dropFirst(), final: final).map {
        .key(.mouse($0), length: length + 1)
      } ?? .dropped(length: length + 1)
    }
    if final == UInt8(ascii: "~") {
      if firstParameter == "200" { return .pasteStart(length: length + 1) }
      return csiKeys["\(firstParameter)~"].map { .key($0, length: length + 1) }
        ?? .dropped(length: length + 1)
    }
    let name = String(Unicode.Scalar(final))
    return csiKeys[name].map { .key($0, length: length + 1) } ?? .dropped(length: length + 1)
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
