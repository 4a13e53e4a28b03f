import TestSupport
import Testing

@testable import Features

@Suite struct SearchTextTests {
  @Test(arguments: [
    ("rene", "Renée Fontaine", true),
    ("RENÉE", "renee", true),
    ("é", "Jose", true),
    ("e", "José", true),
    ("jose", "Jose\u{301} Ortega", true),
    ("o", "Östersund", true),
    ("Ö", "Bjorn", true),
    ("straße", "Hauptstrasse", true),
    ("東京", "Ramen notes from 東京 🍜", true),
    ("🍜", "Ramen notes from 東京 🍜", true),
    ("김", "Pairing with 김", true),
    ("京都", "東京", false),
    ("  fontaine  ", "Renée Fontaine", true),
    ("fontaine x", "Renée Fontaine", false),
    ("zzz", "Renée Fontaine", false),
  ])
  func matchesIgnoringCaseAndAccents(text: String, field: String, matches: Bool) {
    checkEqual(SearchText(text).matches([field]), matches)
  }

  /// Capital letters fold from `A` to `Z`, both ends included, and the neighbours `@` and `[`
  /// stay as they are: on ASCII text, and on text with other characters, which folds its
  /// ASCII characters by the same rule.
  @Test(arguments: [
    ("zoe", "Zoe Zimmerman", true),
    ("ZIMMERMAN", "zoe zimmerman", true),
    ("a", "A", true),
    ("{", "[x]", false),
    ("`", "@x", false),
    ("zoe", "Zoe Zimmerman, Zürich", true),
    ("zimmerman", "ZOE ZIMMERMAN, Zürich", true),
    ("a", "A, Zürich", true),
    ("{", "[x], Zürich", false),
    ("`", "@x, Zürich", false),
  ])
  func foldsCapitalsFromAToZOnBothPaths(text: String, field: String, matches: Bool) {
    checkEqual(SearchText(text).matches([field]), matches)
    checkEqual(SearchText(text).matches(FoldedText(field)), matches)
  }

  @Test func anyFieldCanMatch() {
    let search = SearchText("gwen")

    check(search.matches(["Leanne", "Gwenborough"]))
    check(!search.matches(["Leanne", "Bret"]))
    check(!search.matches([]))
  }

  @Test(arguments: ["", "   ", "\n\t"])
  func anEmptySearchMatchesEverything(text: String) {
    let search = SearchText(text)

    check(search.isEmpty)
    check(search.matches([]))
    check(search.matches(["anything"]))
  }

  @Test func theTextIsKeptAsTyped() {
    checkEqual(SearchText(" Renée ").text, " Renée ")
    check(!SearchText("x").isEmpty)
  }
}

@Suite struct SearchTextRangesTests {
  /// The matched parts of `text`.
  private func matches(of search: String, in text: String) -> [String] {
    SearchText(search).ranges(in: text).map { String(text[$0]) }
  }

  @Test(arguments: [
    ("munchen", "Jürgen Weiß, München", ["München"]),
    ("ss", "Jürgen Weiß", ["ß"]),
    ("s", "Straße", ["S", "ß"]),
    ("weiss", "Jürgen Weiß", ["Weiß"]),
    ("e", "Jose\u{301} e\u{301}", ["e\u{301}", "e\u{301}"]),
    ("jose", "Jose\u{301} Ortega", ["Jose\u{301}"]),
    ("東京", "Ramen notes from 東京 🍜 東京", ["東京", "東京"]),
    ("🍜", "Ramen 🍜 noodles", ["🍜"]),
    ("abc", "ｘＡＢＣｙ", ["ＡＢＣ"]),
    ("aa", "aaaaa", ["aa", "aa"]),
    ("WORLD", "Hello World, world", ["World", "world"]),
    ("b", "a\r\nb", ["b"]),
    ("zzz", "Renée Fontaine", []),
    ("", "Renée Fontaine", []),
    ("  rene  ", "Renée and RENEE", ["René", "RENE"]),
  ])
  func givesTheMatchingCharactersOfTheOriginal(search: String, text: String, parts: [String]) {
    checkEqual(matches(of: search, in: text), parts)
  }

  @Test func rangesAreIndicesOfTheOriginalText() {
    let text = "Café München"
    let ranges = SearchText("MUNCHEN").ranges(in: text)

    checkEqual(ranges.count, 1)
    checkEqual(ranges.first.map { text.distance(from: text.startIndex, to: $0.lowerBound) }, 5)
    checkEqual(ranges.first?.upperBound, text.endIndex)
  }

  @Test func aPartOfAnExpandedCharacterHighlightsTheWholeCharacter() {
    // `ß` folds to `ss`: a search ending inside it still covers the whole `ß`.
    checkEqual(matches(of: "weis", in: "Weiß"), ["Weiß"])
  }
}
