import TestSupport
import Testing

@testable import TerminalKit

@Suite struct TextTableTests {
  typealias Column = TextTable.Column

  let columns = [
    Column("N", alignment: .trailing, shrinkPriority: nil),
    Column("NAME"),
    Column("CITY"),
  ]
  let rows: [[TextTable.Cell]] = [
    ["7", "Ann", "Paris"],
    ["12", "Renée", "東京"],
    ["300", "Jose\u{301}", "Zürich"],
  ]

  func lines(
    _ table: TextTable, width: Int, usesColor: Bool = false, isTerminal: Bool = true
  ) -> [String] {
    table.lines(options: RenderOptions(width: width, usesColor: usesColor, isTerminal: isTerminal))
  }

  /// The widths of the columns `table` keeps in `width`, left to right.
  func widths(_ table: TextTable, _ natural: [Int], in width: Int) -> [Int] {
    table.fittedWidths(natural: natural, in: width).map(\.width)
  }

  /// The headers of the columns `table` keeps in `width`, left to right.
  func kept(_ table: TextTable, _ natural: [Int], in width: Int) -> [String] {
    table.fittedWidths(natural: natural, in: width).map { table.columns[$0.column].header }
  }

  // MARK: terminal layout

  @Test func columnsAreAlignedByDisplayWidthWithNumbersOnTheRight() {
    checkEqual(
      lines(TextTable(columns: columns, rows: rows), width: 40),
      [
        "  N  NAME   CITY",
        "  7  Ann    Paris",
        " 12  Renée  東京",
        "300  Jose\u{301}   Zürich",
      ])
  }

  @Test func rowsMadeAsTheyAreLaidOutLayOutAsRowsKept() {
    let kept: [[TextTable.Cell]] =
      rows + [
        ["1", TextTable.Cell("two\nlines", style: .dim)], ["", " ", "\t\u{1B}[31m"],
        ["9", "a very long name that has to be cut", "x", "extra"], [],
      ]
    let stored = TextTable(columns: columns, rows: kept)
    let made = TextTable(columns: columns, rowCount: kept.count) { kept[$0] }

    for width in [4, 12, 20, 40, 80] {
      for (usesColor, isTerminal) in [(false, true), (true, true), (false, false)] {
        let options = RenderOptions(width: width, usesColor: usesColor, isTerminal: isTerminal)
        checkEqual(made.lines(options: options), stored.lines(options: options))
        checkEqual(
          made.lines(options: options, rows: 2..<5), stored.lines(options: options, rows: 2..<5))
      }
    }
    checkEqual(made.rowCount, kept.count)
    checkEqual(made.rows, kept)
  }

  @Test func aWindowOfRowsIsLaidOutAtTheWholeTablesWidths() {
    let table = TextTable(columns: columns, rows: rows)
    let options = RenderOptions(width: 40, usesColor: false, isTerminal: true)
    checkEqual(table.lines(options: options, rows: 1..<2), ["  N  NAME   CITY", " 12  Renée  東京"])
    checkEqual(
      table.lines(options: options, rows: 2..<9),
      [
        "  N  NAME   CITY", "300  Jose\u{301}   Zürich",
      ])
    checkEqual(table.lines(options: options, rows: 5..<9), ["  N  NAME   CITY"])
    let plain = RenderOptions(width: 40, usesColor: false, isTerminal: false)
    checkEqual(table.lines(options: plain, rows: 0..<1), ["7\tAnn\tParis"])
  }

  @Test func aTrailingLastColumnIsPaddedAndALeadingOneIsNot() {
    let table = TextTable(
      columns: [Column("WORD"), Column("COUNT", alignment: .trailing)],
      rows: [["a", "1"], ["東京", "1000000"]])

    checkEqual(lines(table, width: 80), ["WORD    COUNT", "a           1", "東京  1000000"])
  }

  @Test func missingCellsAreEmptyAndExtraCellsIgnored() {
    let table = TextTable(columns: columns, rows: [["1"], ["2", "Bo", "Oslo", "extra"]])

    checkEqual(lines(table, width: 80), ["N  NAME  CITY", "1", "2  Bo    Oslo"])
  }

  @Test func tabsBecomeSpacesAndAValueOfSeveralLinesShowsItsFirst() {
    let table = TextTable(
      columns: [Column("A"), Column("B")], rows: [["x\ty", "one\ttwo\r\nthree\nfour"]])

    checkEqual(lines(table, width: 80), ["A    B", "x y  one two"])
  }

  @Test func blankLeadingLinesAreSkippedForTheFirstLineWithText() {
    let table = TextTable(
      columns: [Column("A"), Column("B")], rows: [["1", "\n  \r\nsecond\nthird"], ["2", "\n\n"]])

    checkEqual(lines(table, width: 80), ["A  B", "1  second", "2  —"])
  }

  @Test func anEmptyOrBlankValueIsADimDashOnATerminalAndEmptyForOtherPrograms() {
    let table = TextTable(columns: [Column("A"), Column("B")], rows: [["1", ""], ["2", " \t "]])

    checkEqual(lines(table, width: 80), ["A  B", "1  —", "2  —"])
    check(lines(table, width: 80, usesColor: true)[1].contains("\u{1B}[2m—"))
    checkEqual(lines(table, width: 80, isTerminal: false), ["1\t", "2\t   "])
  }

  @Test func noRowsLeavesTheHeader() {
    checkEqual(lines(TextTable(columns: columns, rows: []), width: 80), ["N  NAME  CITY"])
  }

  // MARK: fitting

  @Test func theWidestShrinkableColumnShrinksFirst() {
    let table = TextTable(
      columns: [Column("A"), Column("B")],
      rows: [[TextTable.Cell(String(repeating: "a", count: 30)), "bbbbbbbbbb"]])

    checkEqual(
      lines(table, width: 37),
      [
        "A                          B",
        String(repeating: "a", count: 24) + "…  bbbbbbbbbb",
      ])
    checkEqual(
      lines(table, width: 20), ["A          B", "aaaaaaaa…  bbbbbbbb…"])
  }

  @Test func fittingLevelsTheWidestColumnsDown() {
    let table = TextTable(columns: [Column("A"), Column("B"), Column("C")], rows: [])

    checkEqual(widths(table, [30, 10, 4], in: 40), [22, 10, 4])
    checkEqual(widths(table, [30, 10, 4], in: 30), [12, 10, 4])
    checkEqual(widths(table, [30, 10, 4], in: 24), [8, 8, 4])
    checkEqual(widths(table, [30, 10, 4], in: 20), [6, 6, 4])
  }

  @Test func aColumnWiderThanThoseThatShrinkBeforeItGivesFirstDownToTheirWidth() {
    let table = TextTable(
      columns: [Column("A", shrinkPriority: 1), Column("B", shrinkPriority: 2)], rows: [])

    checkEqual(widths(table, [30, 20], in: 47), [25, 20], "B whole while A is cut")
    checkEqual(widths(table, [30, 20], in: 42), [20, 20], "no more than B while B is cut")
    checkEqual(widths(table, [30, 20], in: 31), [20, 9], "then B, which shrinks first")
    checkEqual(widths(table, [20, 30], in: 31), [20, 9], "B wider: as ever, B first")
  }

  @Test func aColumnOfShortValuesIsWholeWhileALongOneIsCut() {
    // The oracle's to-dos at 100 columns, 98 for the rows: a long title beside the user's name.
    let table = TextTable(
      columns: [
        Column("id", alignment: .trailing, shrinkPriority: nil, importance: 4),
        Column("title", minimumWidth: 16, importance: 5),
        Column("user", shrinkPriority: 2, minimumWidth: 8, importance: 2),
        Column("completed", shrinkPriority: 2, minimumWidth: 8, importance: 2),
      ], rows: [])

    checkEqual(widths(table, [3, 83, 13, 9], in: 98), [3, 67, 13, 9])
    checkEqual(widths(table, [3, 83, 13, 9], in: 44), [3, 16, 10, 9], "the title at its minimum")
    checkEqual(
      kept(table, [3, 83, 13, 9], in: 40), ["id", "title", "user"], "completed dropped, not cut")
    checkEqual(widths(table, [3, 83, 13, 9], in: 40), [3, 20, 13])
  }

  @Test func aColumnWithoutPriorityKeepsItsWidth() {
    let table = TextTable(
      columns: [Column("ID", shrinkPriority: nil), Column("A")], rows: [])

    checkEqual(widths(table, [6, 30], in: 20), [6, 12])
  }

  @Test func columnsAreDroppedFromTheRightWhenTheirMinimumsDoNotFit() {
    let table = TextTable(
      columns: [
        Column("ID", shrinkPriority: nil), Column("A", minimumWidth: 5),
        Column("B", minimumWidth: 8),
      ], rows: [])

    checkEqual(widths(table, [3, 30, 30], in: 20), [3, 5, 8])
    checkEqual(widths(table, [3, 30, 30], in: 19), [3, 14])
    checkEqual(widths(table, [3, 30, 30], in: 9), [3])
    checkEqual(widths(table, [3, 30, 30], in: 2), [2])
  }

  @Test func theLeastImportantColumnsGiveWayFirstWhereverTheyStand() {
    let table = TextTable(
      columns: [
        Column("ID", shrinkPriority: nil, importance: 4),
        Column("NAME", minimumWidth: 16, importance: 5),
        Column("EMAIL", shrinkPriority: 2, minimumWidth: 14, importance: 3),
        Column("CITY", shrinkPriority: 3, minimumWidth: 8, importance: 1),
        Column("COMPANY", shrinkPriority: 3, minimumWidth: 10, importance: 2),
      ], rows: [])
    let natural = [2, 24, 25, 14, 18]

    checkEqual(kept(table, natural, in: 91), ["ID", "NAME", "EMAIL", "CITY", "COMPANY"])
    checkEqual(kept(table, natural, in: 58), ["ID", "NAME", "EMAIL", "CITY", "COMPANY"])
    checkEqual(kept(table, natural, in: 57), ["ID", "NAME", "EMAIL", "COMPANY"])
    checkEqual(kept(table, natural, in: 47), ["ID", "NAME", "EMAIL"])
    checkEqual(widths(table, natural, in: 38), [2, 18, 14])
    checkEqual(kept(table, natural, in: 35), ["ID", "NAME"])
    checkEqual(kept(table, natural, in: 17), ["NAME"])
    checkEqual(widths(table, natural, in: 17), [17])
  }

  @Test func amongEqualImportancesTheRightmostGivesWayFirst() {
    let table = TextTable(
      columns: [
        Column("A", importance: 1), Column("B", importance: 1), Column("C", importance: 2),
      ],
      rows: [])

    checkEqual(kept(table, [10, 10, 10], in: 12), ["A", "C"])
    checkEqual(kept(table, [10, 10, 10], in: 6), ["C"])
  }

  @Test func theWidthKeepingTheImportantColumnsWholeTakesTheOthersAtTheirMinimums() {
    let table = TextTable(
      columns: [
        Column("ID", alignment: .trailing, shrinkPriority: nil),
        Column("TITLE", minimumWidth: 16, importance: 5),
        Column("EMAIL", minimumWidth: 14, importance: 3),
        Column("BODY", minimumWidth: 8, importance: 1),
      ],
      rows: [
        [
          "7", TextTable.Cell(String(repeating: "t", count: 60)), "ada1@shop.example",
          TextTable.Cell(String(repeating: "b", count: 90)),
        ]
      ])

    checkEqual(table.width(keepingWholeFrom: 2), 2 + 60 + 17 + 8 + 6, "the body at its minimum")
    checkEqual(table.width(keepingWholeFrom: 4), 2 + 60 + 14 + 8 + 6)
    checkEqual(table.width(keepingWholeFrom: 6), 2 + 16 + 14 + 8 + 6, "the id, never cut, whole")
    checkEqual(table.width(keepingWholeFrom: 0), 2 + 60 + 17 + 90 + 6)
    var measured = table
    measured.naturalWidths = [1, 30, 30, 1]
    checkEqual(
      measured.width(keepingWholeFrom: 2), 2 + 30 + 30 + 4 + 6, "as measured, the headers too")
  }

  @Test func aMinimumAboveTheNaturalWidthKeepsTheNaturalWidth() {
    let table = TextTable(columns: [Column("A", minimumWidth: 10), Column("B")], rows: [])

    checkEqual(widths(table, [2, 30], in: 12), [2, 8])
  }

  @Test(arguments: 1...24)
  func noLineIsEverWiderThanTheWidth(width: Int) {
    let table = TextTable(columns: columns, rows: rows + [["4", "東京都庁舎の展望室", "🇯🇵👩‍💻"]])

    for line in lines(table, width: width) {
      check(line.displayWidth <= width, "\(line) is \(line.displayWidth) wide")
    }
  }

  @Test func truncationNeverSplitsAClusterAndEndsWithAnEllipsis() {
    let table = TextTable(
      columns: [Column("X")],
      rows: [["e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}"], ["東京都庁"], ["👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦"], ["🇯🇵🇫🇷🇩🇪"]])

    checkEqual(
      lines(table, width: 4), ["X", "e\u{301}e\u{301}e\u{301}…", "東…", "👨‍👩‍👧‍👦…", "🇯🇵…"])
  }

  // MARK: styles

  @Test func withColourTheHeaderIsBoldAndStylesWrapOnlyTheValues() {
    let table = TextTable(
      columns: [Column("A", style: .dim), Column("B", alignment: .trailing)],
      rows: [
        ["x", TextTable.Cell("1", style: .bold)], [TextTable.Cell("yy", style: .error), "22"],
      ])

    checkEqual(
      lines(table, width: 80, usesColor: true),
      [
        "\u{1B}[1mA    B\u{1B}[0m",
        "\u{1B}[2mx\u{1B}[0m    \u{1B}[1m1\u{1B}[0m",
        "\u{1B}[31myy\u{1B}[0m  22",
      ])
  }

  @Test func withoutColourThereAreNoEscapes() {
    let table = TextTable(
      columns: [Column("A", style: .dim)], rows: [[TextTable.Cell("x", style: .bold)]])

    checkEqual(lines(table, width: 80), ["A", "x"])
  }

  // MARK: plain layout

  @Test func whenNotATerminalRowsAreTabSeparatedWithoutHeaderPaddingOrStyle() {
    let table = TextTable(
      columns: [Column("N", alignment: .trailing, style: .dim), Column("NAME"), Column("NOTE")],
      rows: [
        ["7", "Ann", TextTable.Cell("tab\there\nand\r\nthere\rend", style: .bold)],
        ["300", TextTable.Cell(String(repeating: "long ", count: 20)), ""],
        ["12", "東京"],
      ])

    checkEqual(
      lines(table, width: 10, usesColor: true, isTerminal: false),
      [
        "7\tAnn\ttab here and there end",
        "300\t\(String(repeating: "long ", count: 20))\t",
        "12\t東京\t",
      ])
  }
}
