enum JSONNumberScan {
  /// The byte ranges of the first `limit` well-formed numbers in the JSON text `bytes` that are
  /// not `Int` literals (a fraction, an exponent, or too many digits), outside strings, in order.
  static func nonIntegerRanges(in bytes: [UInt8], limit: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var index = 0
    var isInString = false
    while index < bytes.count, ranges.count < limit {
      let byte = bytes[index]
      if isInString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          isInString = false
        }
        index += 1
      } else if byte == UInt8(ascii: "\"") {
        isInString = true
        index += 1
      } else if byte == UInt8(ascii: "-") || isDigit(byte) {
        let start = index
        while index < bytes.count, isNumberByte(bytes[index]) {
          index += 1
        }
        let number = bytes[start..<index]
        if isWellFormed(number), Int(String(decoding: number, as: UTF8.self)) == nil {
          ranges.append(start..<index)
        }
      } else {
        index += 1
      }
    }
    return ranges
  }

  /// Whether `number` follows JSON's grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  private static func isWellFormed(_ number: ArraySlice<UInt8>) -> Bool {
    var rest = number.first == UInt8(ascii: "-") ? number.dropFirst() : number
    let integer = rest.prefix(while: isDigit)
    guard !integer.isEmpty, integer.count == 1 || integer.first != UInt8(ascii: "0") else {
      return false
    }
    rest = rest.dropFirst(integer.count)
    if rest.first == UInt8(ascii: ".") {
      let fraction = rest.dropFirst().prefix(while: isDigit)
      guard !fraction.isEmpty else { return false }
      rest = rest.dropFirst(1 + fraction.count)
    }
    if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
      rest = rest.dropFirst()
      if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") {
        rest = rest.dropFirst()
      }
      let exponent = rest.prefix(while: isDigit)
      guard !exponent.isEmpty else { return false }
      rest = rest.dropFirst(exponent.count)
    }
    return rest.isEmpty
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || Array("-+.eE".utf8).contains(byte)
  }
}
