import JavaScriptSemantics
import TestSupport
import Testing

@Suite struct JavaScriptCaseTests {
  @Test(arguments: [
    ("Posts", "posts"), ("İ", "i\u{0307}"), ("ΟΔΟΣ", "\u{03BF}\u{03B4}\u{03BF}\u{03C2}"),
    ("ΣΑ", "\u{03C3}\u{03B1}"), ("E\u{0301}", "e\u{0301}"),
  ])
  func lowercasesAsToLowerCaseDoes(text: String, lower: String) {
    check(JavaScriptCase.lowercased(text).unicodeScalars.elementsEqual(lower.unicodeScalars))
  }
}
