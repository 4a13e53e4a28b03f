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
    #expect(SearchText(text).matches([field]) == matches)
  }

  @Test func anyFieldCanMatch() {
    let search = SearchText("gwen")

    #expect(search.matches(["Leanne", "Gwenborough"]))
    #expect(!search.matches(["Leanne", "Bret"]))
    #expect(!search.matches([]))
  }

  @Test(arguments: ["", "   ", "\n\t"])
  func anEmptySearchMatchesEverything(text: String) {
    let search = SearchText(text)

    #expect(search.isEmpty)
    #expect(search.matches([]))
    #expect(search.matches(["anything"]))
  }

  @Test func theTextIsKeptAsTyped() {
    #expect(SearchText(" Renée ").text == " Renée ")
    #expect(!SearchText("x").isEmpty)
  }
}
