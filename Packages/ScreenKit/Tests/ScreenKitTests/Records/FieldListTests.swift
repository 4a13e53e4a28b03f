import Features
import TerminalKit
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct FieldListTests {
  typealias Field = FieldList.Field

  func lines(
    _ fields: [Field], width: Int = 40, usesColor: Bool = false, isTerminal: Bool = true
  ) -> [String] {
    FieldList(fields).lines(
      options: RenderOptions(width: width, usesColor: usesColor, isTerminal: isTerminal))
  }

  @Test func valuesLineUpAfterTheWidestLabel() {
    checkEqual(
      lines([
        Field("Author", "Renée Fontaine"), Field("Email", "renee@mail.example"),
        Field("Company", "Atelier"),
      ]),
      [
        "Author   Renée Fontaine",
        "Email    renee@mail.example",
        "Company  Atelier",
      ])
  }

  @Test func labelsAreMeasuredByDisplayWidth() {
    checkEqual(
      lines([Field("名前", "김민준"), Field("Cafe\u{301}", "1"), Field("🇯🇵", "Japan")]),
      [
        "名前  김민준",
        "Cafe\u{301}  1",
        "🇯🇵    Japan",
      ])
  }

  @Test func aFieldWithoutAValueIsLeftOutButCountsForTheAlignment() {
    checkEqual(
      lines([Field("Author", "unknown"), Field("Email", nil), Field("Company", nil)]),
      [
        "Author   unknown"
      ])
  }

  @Test(arguments: [true, false])
  func anEmptyValueIsLeftOutRatherThanShownAsABareLabel(isTerminal: Bool) {
    checkEqual(
      lines(
        [Field("Phone", ""), Field("Website", "  "), Field("Company", "Atelier")],
        isTerminal: isTerminal), ["Company  Atelier"])
  }

  @Test func longValuesWrapOnWordsUnderTheValueColumn() {
    checkEqual(
      lines([Field("Name", "one two three four five six"), Field("Id", "7")], width: 16),
      [
        "Name  one two",
        "      three four",
        "      five six",
        "Id    7",
      ])
  }

  @Test func aWordLongerThanTheValueColumnBreaksBetweenClusters() {
    checkEqual(
      lines([Field("Mail", "abcdefghije\u{301}東京")], width: 16),
      [
        "Mail  abcdefghij",
        "      e\u{301}東京",
      ])
  }

  @Test func lineBreaksInAValueAreKeptAndIndented() {
    checkEqual(
      lines([Field("Note", "first\n\nthird\r\nfourth\tend")]),
      [
        "Note  first",
        "",
        "      third",
        "      fourth end",
      ])
  }

  @Test func aNarrowWidthPutsEachLabelAboveItsValue() {
    checkEqual(
      lines([Field("Company", "Atelier Fontaine"), Field("Id", "7")], width: 18),
      [
        "Company", "Atelier Fontaine", "Id", "7",
      ])
    checkEqual(
      lines([Field("Company", "Atelier")], width: 4), ["Com…", "Atel", "ier"])
  }

  @Test(arguments: 1...30)
  func noLineIsWiderThanTheWidth(width: Int) {
    let fields = [
      Field("Author", "Renée Fontaine 👩‍💻"), Field("名前", "東京都庁舎の展望室 🇯🇵🇫🇷"),
      Field("Email", "renee.fontaine@mail.example"),
    ]

    for line in lines(fields, width: width) {
      check(line.displayWidth <= width, "\(line) is \(line.displayWidth) wide")
    }
  }

  @Test func withColourLabelsAreDimAndValuesTakeTheirStyle() {
    checkEqual(
      lines(
        [Field("Name", "Ann"), Field("Email", "a@b.c", style: .bold)], width: 40, usesColor: true
      ),
      [
        "\u{1B}[2mName\u{1B}[0m   Ann",
        "\u{1B}[2mEmail\u{1B}[0m  \u{1B}[1ma@b.c\u{1B}[0m",
      ])
  }

  @Test func whenNotATerminalValuesAreNeitherWrappedNorStyled() {
    let long = String(repeating: "word ", count: 20) + "end"

    checkEqual(
      lines(
        [Field("Note", long + "\nsecond", style: .dim), Field("Id", "7")], width: 12,
        usesColor: true, isTerminal: false), ["Note  \(long)", "      second", "Id    7"])
  }

  @Test func aFieldThatDoesNotWrapKeepsItsLinesWhole() {
    let link = "https://example.com/a/very/long/path"

    checkEqual(
      FieldList([Field("Map", link, wraps: false), Field("Note", "one two three")])
        .lines(options: RenderOptions(width: 16)),
      [
        "Map   \(link)", "Note  one two", "      three",
      ])
  }
}
