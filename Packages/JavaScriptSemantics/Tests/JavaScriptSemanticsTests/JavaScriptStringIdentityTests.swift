import JavaScriptSemantics
import TestSupport
import Testing

/// The answers are node's `===`.
@Suite struct JavaScriptStringIdentityTests {
  /// Swift's `==` finds these equal, canonically equivalent as they are; JavaScript's `===`
  /// does not, comparing code units.
  @Test(arguments: [("\u{E9}", "e\u{301}"), ("\u{2126}", "\u{3A9}"), ("\u{212B}", "\u{C5}")])
  func tellsCanonicallyEquivalentTextsApart(text: String, other: String) {
    checkEqual(text, other)
    check(!text.isIdentical(to: other))
  }

  @Test(arguments: [("a", "a", true), ("", "", true), ("ﬁ", "fi", false), ("Post", "post", false)])
  func comparesCodeUnits(text: String, other: String, identical: Bool) {
    checkEqual(text.isIdentical(to: other), identical)
  }
}
