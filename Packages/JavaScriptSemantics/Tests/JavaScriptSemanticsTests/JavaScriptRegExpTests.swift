import TestSupport
import Testing

@testable import JavaScriptSemantics

/// Patterns read and matched as V8 reads and matches them without the `u` flag.
@Suite struct JavaScriptRegExpTests {
  private func matches(_ pattern: String, _ text: String, ignoringCase: Bool = false) throws
    -> Bool?
  {
    try JavaScriptRegExp(pattern, ignoringCase: ignoringCase).test(text, budget: .unlimited())
  }

  @Test(arguments: [
    ("^\\w+$", "é", false), ("\\p{L}", "p{L}", true), ("a]", "a]", true),
    ("\\1", "\u{1}", true), ("(a)\\1", "aa", true), ("(a)\\1", "ab", false),
    ("^.$", "\n", false), ("(?<=a)b", "ab", true), ("(?<=a)b", "cb", false),
    ("\\bpost\\b", "a post here", true), ("x{2,}?", "xxx", true),
  ])
  func readsThePatternAsV8Does(pattern: String, text: String, matches expected: Bool) throws {
    try checkEqual(matches(pattern, text), expected)
  }

  /// Under `i`, code units match when `toUpperCase` makes one code unit of both, never mapping a
  /// character outside ASCII to one inside it.
  @Test(arguments: [("é", "É", true), ("ß", "SS", false), ("s", "ſ", false), ("k", "K", true)])
  func foldsCaseOneCodeUnitAtATime(pattern: String, text: String, matches expected: Bool) throws {
    try checkEqual(matches("^\(pattern)$", text, ignoringCase: true), expected)
  }

  /// A class under `i` takes a code unit whose canonical value one of its own has: the other
  /// case of an ASCII letter, and every code unit of a non-ASCII letter's canonical value (`µ`,
  /// `μ` and `Μ` are one), but never an ASCII letter for a non-ASCII one (`ſ`, `K`).
  @Test(arguments: [
    ("[a-c]", "B", true), ("[A-C]", "b", true), ("[a-c]", "d", false), ("[^a-c]", "B", false),
    ("[s]", "ſ", false), ("[ſ]", "S", false), ("[k]", "\u{212A}", false), ("[µ]", "Μ", true),
    ("[Μ]", "µ", true), ("[é]", "É", true), ("[_]", "_", true), ("[@]", "`", false),
  ])
  func foldsCaseInAClass(pattern: String, text: String, matches expected: Bool) throws {
    try checkEqual(matches("^\(pattern)$", text, ignoringCase: true), expected)
  }

  /// The canonical value of an ASCII code unit, worked out without Unicode's tables, is what
  /// `toUpperCase` gives it.
  @Test func foldsASCIIAsUnicodeDoes() {
    for unit in UInt16(0)..<0x80 {
      let upper = Unicode.Scalar(UInt8(unit)).properties.uppercaseMapping.utf16
      checkEqual(JavaScriptCase.canonical(unit), upper.first, "code unit \(unit)")
    }
  }

  @Test func givesTheRegistersOfEachGroup() throws {
    let expression = try JavaScriptRegExp("(b+)(x)?", ignoringCase: false)
    let match = expression.firstMatch(in: Array("abbc".utf16), from: 0, budget: .unlimited())
    let registers = try #require(match ?? nil)
    checkEqual(Array(registers.prefix(6)), [1, 3, 1, 3, -1, -1])
    checkEqual(expression.captureCount, 2)
  }

  @Test(arguments: ["(", "a**", "[b-a]", "(?<n>a)\\k<m>"])
  func refusesWhatJavaScriptRefuses(pattern: String) {
    #expect(throws: JavaScriptRegExp.SyntaxError.self) {
      try JavaScriptRegExp(pattern, ignoringCase: false)
    }
  }
}
