import TestSupport
import Testing

@testable import Features

@Suite struct FoldedTextTests {
  @Test(arguments: [
    ("München", "munchen"),
    ("Straße", "strasse"),
    ("Jose\u{301}", "jose"),
    ("ＡＢＣ", "abc"),
    ("Ramen 東京 🍜", "ramen 東京 🍜"),
    ("line\r\nbreak", "line\r\nbreak"),
  ])
  func foldsEachCharacter(text: String, folded: String) {
    checkEqual(FoldedText(text).bytes, Array(folded.utf8))
    checkEqual(FoldedText(text).text, text)
  }

  @Test func foldingManyTextsAtOnceFoldsEachAsOnItsOwn() {
    let texts = ["München", "Straße", "plain ASCII", "Müller", ""]
    checkEqual(FoldedText.folding(texts), texts.map(FoldedText.init))
  }

  @Test func aMatchMustCoverWholeCharacters() {
    let text = FoldedText("Pairing 👩‍💻 a")

    check(!SearchText("👩").matches(text))
    check(SearchText("👩‍💻").matches(text))
  }

  @Test func anEmptyTextMatchesOnlyAnEmptySearch() {
    check(SearchText("").matches(FoldedText("")))
    check(!SearchText("a").matches(FoldedText("")))
    check(SearchText("a").ranges(in: FoldedText("")).isEmpty)
  }
}
