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
    #expect(try matches(pattern, text) == expected)
  }

  /// Under `i`, code units match when `toUpperCase` makes one code unit of both, never mapping a
  /// character outside ASCII to one inside it.
  @Test(arguments: [("é", "É", true), ("ß", "SS", false), ("s", "ſ", false), ("k", "K", true)])
  func foldsCaseOneCodeUnitAtATime(pattern: String, text: String, matches expected: Bool) throws {
    #expect(try matches("^\(pattern)$", text, ignoringCase: true) == expected)
  }

  @Test func givesTheRegistersOfEachGroup() throws {
    let expression = try JavaScriptRegExp("(b+)(x)?", ignoringCase: false)
    let match = expression.firstMatch(in: Array("abbc".utf16), from: 0, budget: .unlimited())
    let registers = try #require(match ?? nil)
    #expect(Array(registers.prefix(6)) == [1, 3, 1, 3, -1, -1])
    #expect(expression.captureCount == 2)
  }

  @Test(arguments: ["(", "a**", "[b-a]", "(?<n>a)\\k<m>"])
  func refusesWhatJavaScriptRefuses(pattern: String) {
    #expect(throws: JavaScriptRegExp.SyntaxError.self) {
      try JavaScriptRegExp(pattern, ignoringCase: false)
    }
  }
}
