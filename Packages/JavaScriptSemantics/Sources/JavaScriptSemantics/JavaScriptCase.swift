/// Letter case as JavaScript maps it: `String.prototype.toLowerCase`, and the case folding of
/// a regular expression's `i` flag without `u`.
public enum JavaScriptCase {
  /// ECMAScript's `Canonicalize` without the `u` flag, for a UTF-16 code unit: the code unit
  /// that `toUpperCase` makes of it alone, unless that is more than one code unit (`ß` stays
  /// `ß`) or maps a non-ASCII character to an ASCII one (`ſ` stays `ſ`). Two code units match
  /// under `i` when their canonical values are equal.
  ///
  /// An ASCII unit is worked out at once; the table of the others is made the first time a
  /// non-ASCII unit is asked for, so that patterns and text in ASCII never pay for it.
  static func canonical(_ unit: UInt16) -> UInt16 {
    guard unit >= 0x80 else { return (0x61...0x7A).contains(unit) ? unit - 0x20 : unit }
    return nonASCIICanonical[Int(unit)]
  }

  /// ``canonical(_:)`` of every code unit, for those from 0x80.
  private static let nonASCIICanonical: [UInt16] = (0...0xFFFF).map { value in
    let unit = UInt16(value)
    guard unit >= 0x80, let scalar = Unicode.Scalar(unit) else { return unit }
    let upper = scalar.properties.uppercaseMapping.utf16
    guard upper.count == 1, let mapped = upper.first else { return unit }
    return mapped < 0x80 ? unit : mapped
  }

  /// Whether `unit` is in `set`, or a code unit of the same canonical value is: what a
  /// character class matches under `i`.
  static func set(_ set: JavaScriptRegExp.CodeUnitSet, containsFolded unit: UInt16) -> Bool {
    if set.contains(unit) { return true }
    guard unit >= 0x80 else {
      // No code unit from 0x80 has an ASCII canonical value: only the other case can match.
      switch unit {
      case 0x41...0x5A: return set.contains(unit + 0x20)
      case 0x61...0x7A: return set.contains(unit - 0x20)
      default: return false
      }
    }
    return codeUnitsByCanonical[canonical(unit)]?.contains(where: set.contains) ?? false
  }

  /// For each canonical value from 0x80 that more than one code unit has, those code units.
  private static let codeUnitsByCanonical: [UInt16: [UInt16]] = {
    var units: [UInt16: [UInt16]] = [:]
    for (value, canonical) in nonASCIICanonical.enumerated() where Int(canonical) != value {
      units[canonical, default: [canonical]].append(UInt16(value))
    }
    return units
  }()

  /// JavaScript's `text.toLowerCase()`: Unicode's full lowercase mappings (`İ` becomes `i̇`),
  /// with a capital sigma at the end of a word becoming `ς`, and no normalization.
  public static func lowercased(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      guard text.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return text }
      return String(
        decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if scalar == "\u{03A3}", isFinalSigma(at: index, in: scalars) {
        result.append("\u{03C2}")
      } else {
        result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
      }
    }
    return String(result)
  }

  /// Unicode's `Final_Sigma` condition: a cased letter comes before the sigma and none after
  /// it, case-ignorable characters between being skipped.
  private static func isFinalSigma(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    let before = scalars[..<index].reversed().first { !$0.properties.isCaseIgnorable }
    let after = scalars[(index + 1)...].first { !$0.properties.isCaseIgnorable }
    return before?.properties.isCased == true && after?.properties.isCased != true
  }
}
