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
    #expect(FoldedText(text).bytes == Array(folded.utf8))
    #expect(FoldedText(text).text == text)
  }

  @Test func foldingManyTextsAtOnceFoldsEachAsOnItsOwn() {
    let texts = ["München", "Straße", "plain ASCII", "Müller", ""]
    #expect(FoldedText.folding(texts) == texts.map(FoldedText.init))
  }

  @Test func aMatchMustCoverWholeCharacters() {
    let text = FoldedText("Pairing 👩‍💻 a")

    #expect(!SearchText("👩").matches(text))
    #expect(SearchText("👩‍💻").matches(text))
  }

  @Test func anEmptyTextMatchesOnlyAnEmptySearch() {
    #expect(SearchText("").matches(FoldedText("")))
    #expect(!SearchText("a").matches(FoldedText("")))
    #expect(SearchText("a").ranges(in: FoldedText("")).isEmpty)
  }
}
