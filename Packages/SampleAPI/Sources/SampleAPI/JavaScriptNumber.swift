import Foundation

/// The two ways json-server turns query text into numbers, done as JavaScript does them.
enum JavaScriptNumber {
  /// JavaScript's `parseInt(text, 10)`: leading white space, an optional sign, then the longest
  /// run of decimal digits; `nil` (JavaScript's `NaN`) when there is no digit.
  ///
  /// `"12px"` is 12, `"2.9"` is 2, `" -3"` is -3 and `"abc"` is `nil`; values beyond `Int`
  /// saturate at its bounds.
  static func parseInteger(_ text: String) -> Int? {
    var scalars = Substring(text).unicodeScalars.drop { $0.properties.isWhitespace }
    var isNegative = false
    if let sign = scalars.first, sign == "+" || sign == "-" {
      isNegative = sign == "-"
      scalars = scalars.dropFirst()
    }
    var magnitude = 0
    var hasDigits = false
    for scalar in scalars {
      guard let digit = Int(exactly: scalar.value), (48...57).contains(digit) else { break }
      hasDigits = true
      let (shifted, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflowedAgain) = shifted.addingReportingOverflow(digit - 48)
      magnitude = overflowed || overflowedAgain ? Int.max : sum
    }
    guard hasDigits else { return nil }
    return isNegative ? -magnitude : magnitude
  }

  /// JavaScript's `Number(text)` for decimal text: surrounding white space is ignored, empty text
  /// is 0, `Infinity` with an optional sign is infinite, and decimal numbers (`1`, `-2.5`, `.5`,
  /// `1e3`) are read; anything else is `nil` (JavaScript's `NaN`). Hexadecimal, octal and binary
  /// literals are not read.
  static func number(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    switch trimmed {
    case "": return 0
    case "Infinity", "+Infinity": return .infinity
    case "-Infinity": return -.infinity
    default:
      guard trimmed.unicodeScalars.allSatisfy({ decimalSymbols.contains($0) }) else { return nil }
      return Double(trimmed)
    }
  }

  private static let decimalSymbols = Set("0123456789+-.eE".unicodeScalars)
}
