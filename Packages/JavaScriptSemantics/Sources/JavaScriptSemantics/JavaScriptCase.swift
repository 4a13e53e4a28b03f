/// Letter case as JavaScript maps it: `String.prototype.toLowerCase`, and the case folding of
/// a regular expression's `i` flag without `u`.
public enum JavaScriptCase {
  /// ECMAScript's `Canonicalize` without the `u` flag, for each UTF-16 code unit: the code
  /// unit that `toUpperCase` makes of it alone, unless that is more than one code unit (`ß`
  /// stays `ß`) or maps a non-ASCII character to an ASCII one (`ſ` stays `ſ`). Two code units
  /// match under `i` when their canonical values are equal.
  static let canonical: [UInt16] = (0...0xFFFF).map { value in
    let unit = UInt16(value)
    guard let scalar = Unicode.Scalar(unit) else { return unit }
    let upper = scalar.properties.uppercaseMapping.utf16
    guard upper.count == 1, let mapped = upper.first else { return unit }
    return unit >= 128 && mapped < 128 ? unit : mapped
  }

  /// For each canonical value that more than one code unit has, those code units: what a
  /// character class must look for to match under `i`.
  static let codeUnitsByCanonical: [UInt16: [UInt16]] = {
    var units: [UInt16: [UInt16]] = [:]
    for (value, canonical) in canonical.enumerated() where Int(canonical) != value {
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
