import JavaScriptSemantics
import TestSupport
import Testing

/// The answers are node's: `parseInt(text, 10)`, `Number(text)` and `String(number)`.
@Suite struct JavaScriptNumberTests {
  @Test(
    arguments: [
      ("12px", 12.0), ("2.9", 2), (" -3", -3), ("+4", 4), ("007", 7), ("0x10", 0), ("1e3", 1),
      ("\u{A0}\u{2028}8", 8), ("99999999999999999999", 1e20),
    ])
  func readsTheLeadingIntegerAsParseIntDoes(text: String, expected: Double) {
    checkEqual(JavaScriptNumber.parseInt(text), expected)
  }

  @Test(arguments: ["", "abc", "-", "+", " ", "x1", ".5"])
  func findsNoIntegerWithoutLeadingDigits(text: String) {
    checkEqual(JavaScriptNumber.parseInt(text), nil)
  }

  /// Where Swift's `Int(_:)` reads no number, `parseInt` reads the digits that lead.
  @Test func readsWhereSwiftReadsNothing() {
    checkEqual(Int("12px"), nil)
    checkEqual(JavaScriptNumber.parseInt("12px"), 12)
  }

  @Test(
    arguments: [
      ("", 0.0), (" 7 ", 7), ("-2.5", -2.5), (".5", 0.5), ("5.", 5), ("1e3", 1000),
      ("+.5e-2", 0.005), ("1e400", .infinity), ("Infinity", .infinity),
      ("-Infinity", -.infinity),
    ])
  func readsDecimalTextAsNumberDoes(text: String, expected: Double) {
    checkEqual(JavaScriptNumber.number(text), expected)
  }

  @Test(
    arguments: [
      ("0x10", 16.0), ("0X1f", 31), ("0o17", 15), ("0b101", 5), ("\u{FEFF} 8\n", 8),
      ("0x1fffffffffffff1", 144_115_188_075_855_856),
    ])
  func readsOtherLiteralsAsNumberDoes(text: String, expected: Double) {
    checkEqual(JavaScriptNumber.number(text), expected)
  }

  /// Beyond 64 bits a literal is rounded once, to the nearest double: 2^68 + 2^15 + 1 is just
  /// above the half-way point between two doubles, and rounds up.
  @Test func roundsLongLiteralsOnce() {
    checkEqual(JavaScriptNumber.number("0x100000000000008001"), 295_147_905_179_352_891_392)
    checkEqual(JavaScriptNumber.number("0x100000000000008000"), 295_147_905_179_352_825_856)
    checkEqual(JavaScriptNumber.number("0x" + String(repeating: "f", count: 300)), .infinity)
  }

  @Test(
    arguments: [
      "abc", "-0x10", "0x", "0b2", "nan", "inf", "infinity", "1,5", "1 2", "--1", "e", "1_000",
    ])
  func readsAnythingElseAsNotANumber(text: String) {
    checkEqual(JavaScriptNumber.number(text), nil)
  }

  /// Swift's `Double(_:)` reads none of these as `Number` does: it keeps no white space, reads
  /// no empty text and no binary literal, and takes `inf` for infinity.
  @Test func readsWhereSwiftReadsOtherwise() {
    checkEqual(Double(" 7 "), nil)
    checkEqual(JavaScriptNumber.number(" 7 "), 7)
    checkEqual(Double(""), nil)
    checkEqual(JavaScriptNumber.number(""), 0)
    checkEqual(Double("0b101"), nil)
    checkEqual(JavaScriptNumber.number("0b101"), 5)
    checkEqual(Double("inf"), .infinity)
    checkEqual(JavaScriptNumber.number("inf"), nil)
  }

  /// Numbers and the texts JavaScript's `String(number)` makes of them.
  static let writings: [(Double, String)] = [
    (0.000001, "0.000001"), (1e-7, "1e-7"),
    (123_456_789_012_345_683_968, "123456789012345680000"),
    (1.5e21, "1.5e+21"), (1e21, "1e+21"), (-0.0, "0"), (19.9, "19.9"),
    (0.1 + 0.2, "0.30000000000000004"), (9_007_199_254_740_992, "9007199254740992"),
    (1e15, "1000000000000000"), (1e16, "10000000000000000"), (123e-20, "1.23e-18"),
    (-1.5, "-1.5"), (.leastNonzeroMagnitude, "5e-324"),
    (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    (-42, "-42"), (1.0 / 3, "0.3333333333333333"), (0.0000015, "0.0000015"),
    (.infinity, "Infinity"), (-.infinity, "-Infinity"), (.nan, "NaN"),
  ]

  @Test(arguments: writings)
  func writesNumbersAsStringDoes(number: Double, text: String) {
    checkEqual(JavaScriptNumber.string(number), text)
  }

  /// Swift writes these in exponent notation, JavaScript in plain digits.
  @Test func writesWhereSwiftWritesOtherwise() {
    checkEqual((0.000001).description, "1e-06")
    checkEqual(JavaScriptNumber.string(0.000001), "0.000001")
    checkEqual((1e16).description, "1e+16")
    checkEqual(JavaScriptNumber.string(1e16), "10000000000000000")
  }
}
