/// The grammar of JSON (RFC 8259) at the byte level: a strict check of a whole text, and the
/// steps over its parts that decoding takes once the text is known to be valid.
enum JSONSyntax {
  /// The deepest nesting of arrays and objects that ``isValid(_:)`` accepts.
  static let maximumDepth = 63

  /// Whether `bytes` are exactly one JSON value with optional whitespace around it: strings of
  /// valid UTF-8 without control characters, whose `\u` escapes pair their surrogates; numbers
  /// as the grammar spells them; and no more than ``maximumDepth`` nested arrays and objects.
  ///
  /// It is stricter than any reader of JSON needs to be, so that what it accepts every reader
  /// reads alike. It runs in constant stack whatever the nesting.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    invalidOffset(bytes) == nil
  }

  /// The offset of the byte where `bytes` stop being what ``isValid(_:)`` accepts (the end of
  /// the text when it is cut short), or `nil` when they are valid.
  static func invalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let count = bytes.count
    var index = skippingWhitespace(bytes, from: 0)
    // One bit per open container, the innermost lowest: 1 for an object, 0 for an array.
    var kinds: UInt64 = 0
    var depth = 0
    while true {
      // A value starts at `index`.
      guard index < count else { return index }
      switch bytes[index] {
      case .openBrace, .openBracket:
        let isObject = bytes[index] == .openBrace
        depth += 1
        guard depth <= maximumDepth else { return index }
        kinds = kinds << 1 | (isObject ? 1 : 0)
        index = skippingWhitespace(bytes, from: index + 1)
        guard index < count else { return index }
        if bytes[index] == (isObject ? .closeBrace : .closeBracket) {
          index += 1
          depth -= 1
          kinds >>= 1
        } else if isObject {
          guard let next = memberValueStart(bytes, at: index) else { return index }
          index = next
          continue
        } else {
          continue
        }
      case .quote:
        guard let end = validStringEnd(bytes, at: index) else { return index }
        index = end
      case UInt8(ascii: "t"):
        guard matches(bytes, at: index, "true") else { return index }
        index += 4
      case UInt8(ascii: "f"):
        guard matches(bytes, at: index, "false") else { return index }
        index += 5
      case UInt8(ascii: "n"):
        guard matches(bytes, at: index, "null") else { return index }
        index += 4
      case .minus, .zero...(.nine):
        guard let end = validNumberEnd(bytes, at: index) else { return index }
        index = end
      default:
        return index
      }
      // A value ended at `index`: what follows closes containers, separates, or ends the text.
      while true {
        index = skippingWhitespace(bytes, from: index)
        guard depth > 0 else { return index == count ? nil : index }
        guard index < count else { return index }
        let isObject = kinds & 1 == 1
        if bytes[index] == .comma {
          index = skippingWhitespace(bytes, from: index + 1)
          if isObject {
            guard let next = memberValueStart(bytes, at: index) else { return index }
            index = next
          }
          break
        }
        guard bytes[index] == (isObject ? .closeBrace : .closeBracket) else { return index }
        index += 1
        depth -= 1
        kinds >>= 1
      }
    }
  }

  /// Where the value of the member whose name starts at `index` starts: after the name, the
  /// colon and the whitespace around it; `nil` when they are not there.
  private static func memberValueStart(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> Int?
  {
    guard index < bytes.count, bytes[index] == .quote,
      let nameEnd = validStringEnd(bytes, at: index)
    else { return nil }
    let colon = skippingWhitespace(bytes, from: nameEnd)
    guard colon < bytes.count, bytes[colon] == .colon else { return nil }
    return skippingWhitespace(bytes, from: colon + 1)
  }

  private static func matches(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ word: StaticString
  ) -> Bool {
    let length = word.utf8CodeUnitCount
    guard bytes.count - index >= length else { return false }
    let letters = UnsafeBufferPointer(start: word.utf8Start, count: length)
    for offset in 0..<length where bytes[index + offset] != letters[offset] {
      return false
    }
    return true
  }

  /// The index after the number starting at `index`, or `nil` when it does not follow the
  /// grammar: `-`, then `0` or digits not starting with `0`, then an optional fraction and
  /// exponent, each with at least one digit.
  static func validNumberEnd(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
    let count = bytes.count
    var index = start
    if bytes[index] == .minus {
      index += 1
    }
    guard index < count, bytes[index].isDigit else { return nil }
    if bytes[index] == .zero {
      index += 1
    } else {
      index = skippingDigits(bytes, from: index)
    }
    if index < count, bytes[index] == .period {
      index += 1
      guard index < count, bytes[index].isDigit else { return nil }
      index = skippingDigits(bytes, from: index)
    }
    if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < count, bytes[index] == .plus || bytes[index] == .minus {
        index += 1
      }
      guard index < count, bytes[index].isDigit else { return nil }
      index = skippingDigits(bytes, from: index)
    }
    return index
  }

  private static func skippingDigits(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count, bytes[index].isDigit {
      index += 1
    }
    return index
  }

  /// The index after the string whose opening quote is at `start`, or `nil` when it is not a
  /// valid string: it must end, hold no control character, no escape but `\"`, `\\`, `\/`,
  /// `\b`, `\f`, `\n`, `\r`, `\t` and `\u` with four hexadecimal digits (a surrogate only as the
  /// high half of a pair followed by its low half), and be valid UTF-8.
  static func validStringEnd(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
    let count = bytes.count
    var index = start + 1
    while index < count {
      let byte = bytes[index]
      if byte == .quote {
        return index + 1
      } else if byte == .backslash {
        guard index + 1 < count else { return nil }
        switch bytes[index + 1] {
        case .quote, .backslash, .slash, UInt8(ascii: "b"), UInt8(ascii: "f"),
          UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          index += 2
        case UInt8(ascii: "u"):
          guard let unit = hexUnit(bytes, at: index + 2) else { return nil }
          index += 6
          if (0xDC00...0xDFFF).contains(unit) {
            return nil
          }
          if (0xD800...0xDBFF).contains(unit) {
            guard index + 1 < count, bytes[index] == .backslash,
              bytes[index + 1] == UInt8(ascii: "u"),
              let low = hexUnit(bytes, at: index + 2), (0xDC00...0xDFFF).contains(low)
            else { return nil }
            index += 6
          }
        default:
          return nil
        }
      } else if byte < 0x20 {
        return nil
      } else if byte < 0x80 {
        index += 1
      } else {
        guard let end = validUTF8SequenceEnd(bytes, at: index) else { return nil }
        index = end
      }
    }
    return nil
  }

  /// The code unit of the four hexadecimal digits at `index`, or `nil`.
  static func hexUnit(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16? {
    guard bytes.count - index >= 4 else { return nil }
    var unit: UInt16 = 0
    for offset in 0..<4 {
      let byte = bytes[index + offset]
      let digit: UInt8
      switch byte {
      case .zero...(.nine): digit = byte - .zero
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      unit = unit << 4 | UInt16(digit)
    }
    return unit
  }

  /// The index after the UTF-8 sequence of two to four bytes starting at `index`, or `nil` when
  /// it is not a valid one (a stray continuation byte, a sequence cut short, an overlong form, a
  /// surrogate, or a scalar past U+10FFFF).
  private static func validUTF8SequenceEnd(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> Int?
  {
    let lead = bytes[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF:
      length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF:
      length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3:
      length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default:
      return nil
    }
    guard bytes.count - index >= length, secondRange.contains(bytes[index + 1]) else {
      return nil
    }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
      return nil
    }
    return index + length
  }

  /// The index of the first byte at or after `start` that is not JSON whitespace.
  static func skippingWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count, bytes[index].isWhitespace {
      index += 1
    }
    return index
  }

  // MARK: Steps over a valid text

  /// The index after the value starting at `start` in a text that ``isValid(_:)`` accepted.
  static func valueEnd(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
    switch bytes[start] {
    case .quote:
      return stringEnd(bytes, at: start)
    case .openBrace, .openBracket:
      var depth = 0
      var index = start
      while index < bytes.count {
        switch bytes[index] {
        case .quote:
          index = stringEnd(bytes, at: index)
          continue
        case .openBrace, .openBracket:
          depth += 1
        case .closeBrace, .closeBracket:
          depth -= 1
          if depth == 0 {
            return index + 1
          }
        default:
          break
        }
        index += 1
      }
      return index
    case UInt8(ascii: "t"), UInt8(ascii: "n"):
      return start + 4
    case UInt8(ascii: "f"):
      return start + 5
    default:
      var index = start
      while index < bytes.count, bytes[index].isNumberByte {
        index += 1
      }
      return index
    }
  }

  /// The string whose opening quote is at `start`, in a valid text, unescaped, and the index
  /// after its closing quote.
  static func string(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (
    value: String, end: Int
  ) {
    var index = start + 1
    while bytes[index] != .quote {
      if bytes[index] == .backslash {
        return unescapedString(bytes, from: start + 1)
      }
      index += 1
    }
    let value = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<index]), as: UTF8.self)
    return (value, index + 1)
  }

  /// The string whose characters start at `start` and which has escapes, unescaped, and the
  /// index after its closing quote.
  private static func unescapedString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (
    value: String, end: Int
  ) {
    var result: [UInt8] = []
    var index = start
    while bytes[index] != .quote {
      guard bytes[index] == .backslash else {
        result.append(bytes[index])
        index += 1
        continue
      }
      let escaped = bytes[index + 1]
      index += 2
      switch escaped {
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = UInt32(hexUnit(bytes, at: index) ?? 0xFFFD)
        index += 4
        if (0xD800...0xDBFF).contains(scalar) {
          let low = UInt32(hexUnit(bytes, at: index + 2) ?? 0xDC00)
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          index += 6
        }
        let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        result.append(contentsOf: UTF8.encode(character) ?? UTF8.EncodedScalar())
      default:
        result.append(escaped)
      }
    }
    return (String(decoding: result, as: UTF8.self), index + 1)
  }

  /// The index after the string whose opening quote is at `start`, in a valid text.
  static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case .quote:
        return index + 1
      case .backslash:
        index += 2
      default:
        index += 1
      }
    }
    return index
  }
}

extension UInt8 {
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let slash = UInt8(ascii: "/")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let minus = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let period = UInt8(ascii: ".")
  static let zero = UInt8(ascii: "0")
  static let nine = UInt8(ascii: "9")
  static let space = UInt8(ascii: " ")
  static let newline = UInt8(ascii: "\n")

  var isDigit: Bool { self >= .zero && self <= .nine }

  var isWhitespace: Bool {
    self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09
  }

  /// Whether the byte can be part of a number: a digit, a sign, a point or an exponent mark.
  var isNumberByte: Bool {
    isDigit || self == .minus || self == .plus || self == .period || self == UInt8(ascii: "e")
      || self == UInt8(ascii: "E")
  }
}
