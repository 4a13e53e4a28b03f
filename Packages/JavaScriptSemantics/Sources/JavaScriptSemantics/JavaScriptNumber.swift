/// Numbers as JavaScript reads and writes them: `parseInt`, `Number()` and `String(number)`,
/// whose answers differ from Swift's `Int(_:)`, `Double(_:)` and `description` (`Int("12px")` is
/// `nil` where `parseInt` reads 12, `Double(" 7 ")` is `nil` where `Number` reads 7, and Swift
/// writes `1e-06` where JavaScript writes `0.000001`).
///
/// A number is a `Double`, as JavaScript holds it; `nil` stands for `NaN`.
public enum JavaScriptNumber {
  /// JavaScript's `parseInt(text, 10)` as the number JavaScript holds: leading white space, an
  /// optional sign, then the longest run of decimal digits, read with a double's precision
  /// (`"99999999999999999999"` is 1e20); `nil` (JavaScript's `NaN`) when there is no digit.
  public static func parseInt(_ text: String) -> Double? {
    var units = Substring(text).utf16.drop(while: isWhiteSpace)
    var isNegative = false
    if let sign = units.first, sign == 0x2B || sign == 0x2D {
      isNegative = sign == 0x2D
      units = units.dropFirst()
    }
    let digits = units.prefix { (0x30...0x39).contains($0) }
    guard !digits.isEmpty, let magnitude = Double(String(decoding: digits, as: UTF16.self))
    else { return nil }
    return isNegative ? -magnitude : magnitude
  }

  /// JavaScript's `Number(text)`: surrounding white space (JavaScript's, `\u{FEFF}` and line
  /// terminators included) is ignored, empty text is 0, `Infinity` with an optional sign is
  /// infinite, decimal numbers (`1`, `-2.5`, `.5`, `5.`, `1e3`) are read, and so are
  /// hexadecimal, octal and binary literals without a sign (`0x10`, `0o17`, `0b11`); anything
  /// else is `nil` (JavaScript's `NaN`).
  public static func number(_ text: String) -> Double? {
    let units = Array(text.utf16)
    guard let first = units.firstIndex(where: { !isWhiteSpace($0) }),
      let last = units.lastIndex(where: { !isWhiteSpace($0) })
    else { return 0 }
    let trimmed = Array(units[first...last])
    if trimmed.count > 2, trimmed[0] == 0x30, let radix = radix(of: trimmed[1]) {
      return integer(trimmed[2...], radix: radix)
    }
    return decimal(trimmed)
  }

  /// How JavaScript writes a number (`Number.prototype.toString()`): the shortest decimal
  /// text that reads back as the same number, in plain notation from 1e-7 to 1e21 (`0.000001`,
  /// `123456789012345680000`) and in exponent notation beyond (`1e-7`, `1.5e+21`); `NaN`,
  /// `Infinity` and `-Infinity`, and `0` for both zeros.
  public static func string(_ number: Double) -> String {
    if number.isNaN { return "NaN" }
    if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
    if number == 0 { return "0" }
    if number == number.rounded(), number.magnitude < 1e15 { return String(Int(number)) }
    let (digits, exponent) = shortestDigits(of: number.magnitude)
    let sign = number < 0 ? "-" : ""
    let count = digits.count
    // The number is 0.digits × 10^exponent, as ECMAScript's Number::toString names them.
    if count <= exponent, exponent <= 21 {
      return sign + digits + String(repeating: "0", count: exponent - count)
    }
    if 0 < exponent, exponent <= 21 {
      return sign + digits.prefix(exponent) + "." + digits.dropFirst(exponent)
    }
    if -6 < exponent, exponent <= 0 {
      return sign + "0." + String(repeating: "0", count: -exponent) + digits
    }
    let power = exponent - 1
    let mantissa = count == 1 ? digits : digits.prefix(1) + "." + digits.dropFirst()
    return sign + mantissa + "e" + (power < 0 ? "-" : "+") + String(power.magnitude)
  }

  /// The shortest decimal digits that read back as `magnitude` (positive and finite), without
  /// leading or trailing zeros, and the exponent `e` such that the number is 0.digits × 10^e.
  private static func shortestDigits(of magnitude: Double) -> (String, Int) {
    // Swift writes the shortest round-tripping digits too: `1.5e-07`, `0.001`, `12.5`.
    let text = magnitude.description
    let parts = text.split(separator: "e")
    var exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    let mantissa = parts[0]
    let pointIndex = mantissa.firstIndex(of: ".") ?? mantissa.endIndex
    exponent += mantissa.distance(from: mantissa.startIndex, to: pointIndex)
    var digits = Substring(mantissa.filter { $0 != "." })
    while digits.first == "0" {
      digits = digits.dropFirst()
      exponent -= 1
    }
    while digits.last == "0" { digits = digits.dropLast() }
    return (String(digits), exponent)
  }

  /// Whether `unit` is white space or a line terminator to JavaScript.
  private static func isWhiteSpace(_ unit: UInt16) -> Bool {
    JavaScriptRegExp.CodeUnitSet.whiteSpace.contains(unit)
  }

  private static func radix(of unit: UInt16) -> Int? {
    switch unit {
    case 0x78, 0x58: 16
    case 0x6F, 0x4F: 8
    case 0x62, 0x42: 2
    default: nil
    }
  }

  /// The integer that `units` write in `radix` (2, 8 or 16), rounded to the nearest double
  /// with ties to even, as V8 rounds it however many digits there are (rounding digit by digit
  /// would round twice: `0x100000000000008001` would lose its last 1); `nil` when a unit is no
  /// digit of the radix.
  private static func integer(_ units: ArraySlice<UInt16>, radix: Int) -> Double? {
    let bitsPerDigit = radix.trailingZeroBitCount
    // The first 64 significant bits; then how many bits follow them, and whether one is set.
    var head: UInt64 = 0
    var headCount = 0
    var tailCount = 0
    var tailIsZero = true
    for unit in units {
      let digit: Int
      switch unit {
      case 0x30...0x39: digit = Int(unit) - 0x30
      case 0x61...0x66: digit = Int(unit) - 0x61 + 10
      case 0x41...0x46: digit = Int(unit) - 0x41 + 10
      default: return nil
      }
      guard digit < radix else { return nil }
      for shift in stride(from: bitsPerDigit - 1, through: 0, by: -1) {
        let bit = UInt64(truncatingIfNeeded: digit >> shift) & 1
        if headCount == 0 && bit == 0 { continue }
        if headCount < 64 {
          head = head << 1 | bit
          headCount += 1
        } else {
          tailCount += 1
          tailIsZero = tailIsZero && bit == 0
        }
      }
    }
    // 64 bits keep more than two below a double's 53, so a set tail folded into the last one
    // rounds as the whole number does.
    if !tailIsZero { head |= 1 }
    return Double(sign: .plus, exponent: tailCount, significand: Double(head))
  }

  /// ECMAScript's StrDecimalLiteral: a sign, then `Infinity` or digits with an optional
  /// fraction and exponent.
  private static func decimal(_ units: [UInt16]) -> Double? {
    var index = 0
    var isNegative = false
    if units[0] == 0x2B || units[0] == 0x2D {
      isNegative = units[0] == 0x2D
      index = 1
    }
    let rest = String(decoding: units[index...], as: UTF16.self)
    if rest == "Infinity" { return isNegative ? -.infinity : .infinity }
    var integerDigits = ""
    var fractionDigits = ""
    var exponent = ""
    var scalars = Substring(rest).unicodeScalars[...]
    while let digit = scalars.first, ("0"..."9").contains(digit) {
      integerDigits.unicodeScalars.append(digit)
      scalars = scalars.dropFirst()
    }
    if scalars.first == "." {
      scalars = scalars.dropFirst()
      while let digit = scalars.first, ("0"..."9").contains(digit) {
        fractionDigits.unicodeScalars.append(digit)
        scalars = scalars.dropFirst()
      }
    }
    guard !integerDigits.isEmpty || !fractionDigits.isEmpty else { return nil }
    if let marker = scalars.first, marker == "e" || marker == "E" {
      scalars = scalars.dropFirst()
      if let sign = scalars.first, sign == "+" || sign == "-" {
        exponent.unicodeScalars.append(sign)
        scalars = scalars.dropFirst()
      }
      var hasDigits = false
      while let digit = scalars.first, ("0"..."9").contains(digit) {
        exponent.unicodeScalars.append(digit)
        scalars = scalars.dropFirst()
        hasDigits = true
      }
      guard hasDigits else { return nil }
    }
    guard scalars.isEmpty else { return nil }
    let text =
      "0" + integerDigits + "." + fractionDigits + "0" + (exponent.isEmpty ? "" : "e" + exponent)
    guard let magnitude = Double(text) else { return nil }
    return isNegative ? -magnitude : magnitude
  }
}
