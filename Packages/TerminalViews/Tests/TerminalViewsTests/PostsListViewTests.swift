import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import TerminalKit
@testable import TerminalViews

@Suite struct PostsListViewTests {
  let summaries = [
    PostSummary(
      post: Sample.post(
        1, title: "sunt aut facere repellat provident occaecati excepturi optio reprehenderit"),
      author: Sample.leanne),
    PostSummary(post: Sample.post(2, by: 2, title: "qui est esse"), author: Sample.ervin),
    PostSummary(post: Sample.post(3, by: 9, title: "ea molestias quasi"), author: nil),
  ]

  func render(
    _ posts: Loadable<[PostSummary]>, width: Int, usesColor: Bool = false, isTerminal: Bool = true
  ) -> String {
    PostsListView(state: PostsListFeature.State(posts: Page<PostSummary>.whole(posts)))
      .render(options: RenderOptions(width: width, usesColor: usesColor, isTerminal: isTerminal))
  }

  // MARK: exact text

  @Test func tableAt120ShowsWholeTitles() {
    checkEqual(
      render(.loaded(summaries), width: 120),
      """
      ID  TITLE                                                                       AUTHOR
       1  sunt aut facere repellat provident occaecati excepturi optio reprehenderit  Leanne Graham
       2  qui est esse                                                                Ervin Howell
       3  ea molestias quasi                                                          unknown
      3 posts
      """)
  }

  @Test func tableAt80ShrinksTheTitle() {
    checkEqual(
      render(.loaded(summaries), width: 80),
      """
      ID  TITLE                                                          AUTHOR
       1  sunt aut facere repellat provident occaecati excepturi optio…  Leanne Graham
       2  qui est esse                                                   Ervin Howell
       3  ea molestias quasi                                             unknown
      3 posts
      """)
  }

  @Test func tableAt40DropsTheAuthorAndKeepsTheTitleReadable() {
    let rows = [
      PostSummary(
        post: Sample.post(7, title: "Ramen notes from 東京 🍜 and other stories"),
        author: Sample.user(1, name: "Renée Fontaine")),
      PostSummary(
        post: Sample.post(13, title: "Pairing with 김 on a Friday 👩‍💻"),
        author: Sample.user(2, name: "Jose\u{301} 🇫🇷")),
      PostSummary(post: Sample.post(100, title: "short"), author: nil),
    ]

    checkEqual(
      render(.loaded(rows), width: 40),
      """
       ID  TITLE
        7  Ramen notes from 東京 🍜 and other…
       13  Pairing with 김 on a Friday 👩‍💻
      100  short
      3 posts
      """)
    checkEqual(
      render(.loaded(rows), width: 44),
      """
       ID  TITLE                    AUTHOR
        7  Ramen notes from 東京 …  Renée Fontaine
       13  Pairing with 김 on a F…  Jose\u{301} 🇫🇷
      100  short                    unknown
      3 posts
      """)
  }

  @Test func oneRowEndsWithASingularSummary() {
    checkEqual(
      render(.loaded([summaries[1]]), width: 80),
      """
      ID  TITLE         AUTHOR
       2  qui est esse  Ervin Howell
      1 post
      """)
  }

  @Test func anEmptyListSaysSo() {
    checkEqual(render(.loaded([]), width: 80), "No posts.")
  }

  @Test func loadingSaysSo() {
    checkEqual(render(.loading, width: 80), "Loading posts…")
  }

  @Test func aFailureShowsItsMessage() {
    let failure = LoadFailure(NetworkError.unreachable(host: "api.example", reason: "offline"))

    checkEqual(
      render(.failed(failure), width: 80), "Could not load posts: cannot reach api.example: offline"
    )
    checkEqual(
      render(.failed(failure), width: 40),
      """
      Could not load posts: cannot reach
      api.example: offline
      """)
  }

  @Test func aMultilineTitleStaysOneLine() {
    let summary = PostSummary(
      post: Sample.post(4, title: "first\tline\nsecond\r\nthird\u{85}fourth"), author: nil)

    checkEqual(
      render(.loaded([summary]), width: 80),
      """
      ID  TITLE                           AUTHOR
       4  first line second third fourth  unknown
      1 post
      """)
  }

  @Test func theLeastImportantColumnsGiveWayWhenTheWidthLeavesNoRoom() {
    checkEqual(
      render(.loaded(summaries), width: 12),
      """
      TITLE
      sunt aut fa…
      qui est esse
      ea molestia…
      3 posts
      """)
    checkEqual(
      render(.loaded(summaries), width: 4),
      """
      TIT…
      sun…
      qui…
      ea …
      3 p…
      """)
  }

  // MARK: alignment

  static let mixedTitles = [
    "plain ASCII title",
    "café crème brûlée",
    "cafe\u{301} cre\u{300}me decomposed",
    "東京の天気と日本語のタイトル",
    "emoji 👩‍💻 and 🇯🇵 and 👍🏽 and ❤️",
    "family 👨‍👩‍👧‍👦 flags 🇫🇷🇩🇪",
    "Zalgo z\u{35B}\u{33C}a\u{316}l\u{32A}g\u{31D}o",
    "한국어 제목 입니다",
  ]
  static let mixedAuthors = [
    "Ann", "Renée Fontaine", "Jose\u{301} Mari\u{301}a", "李小龍", "Zoë 🇫🇷", "김민준", "B\u{30A}o",
    "Nicholas Runolfsdottir V",
  ]

  /// Posts with the mixed titles, each repeated `repeats` times, and the mixed authors.
  static func mixedRows(repeats: Int) -> [PostSummary] {
    zip(mixedTitles, mixedAuthors).enumerated().map { index, pair in
      PostSummary(
        post: Sample.post(
          Post.ID(index * 13 + 1),
          title: Array(repeating: pair.0, count: repeats).joined(separator: " ")),
        author: Sample.user(User.ID(index + 1), name: pair.1))
    }
  }

  @Test(arguments: [40, 80, 120], [1, 2, 4])
  func mixedScriptsLineUpByDisplayWidth(width: Int, repeats: Int) throws {
    let rows = Self.mixedRows(repeats: repeats)

    let lines = render(.loaded(rows), width: width).components(separatedBy: "\n")

    try #require(lines.count == rows.count + 2)
    for line in lines {
      check(line.displayWidth <= width, "\(line) is \(line.displayWidth) wide")
    }
    let starts = try #require(
      TerminalText.columnStarts(in: lines[0], of: ["ID", "TITLE", "AUTHOR"]))
    let idWidth = starts[1] - 2
    let titleWidth = starts[2] - starts[1] - 2
    check(lines[0].hasPrefix(String(repeating: " ", count: idWidth - 2) + "ID  TITLE"))
    for (line, row) in zip(lines.dropFirst(), rows) {
      let cells = try #require(
        TerminalText.slices(of: line, at: [0] + starts.dropFirst()), "\(line) is misaligned")
      checkEqual(cells[0], row.post.id.description.leftPadded(toDisplayWidth: idWidth) + "  ")
      check(cells[1].hasSuffix("  "), "\(line) has no gap before the author")
      let title = String(cells[1].dropLast(2).reversed().drop { $0 == " " }.reversed())
      expectFitted(title, from: row.post.title, width: titleWidth)
      let author = try #require(row.author?.name)
      expectFitted(cells[2], from: author, width: width - starts[2])
    }
  }

  /// `shown` is `value` whole when it fits in `width`, else its longest prefix of whole grapheme
  /// clusters that fits with a final `…`.
  func expectFitted(
    _ shown: String, from value: String, width: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard value.displayWidth > width else {
      checkEqual(shown, value, sourceLocation: sourceLocation)
      return
    }
    check(shown.hasSuffix("…"), "\(shown) is cut without …", sourceLocation: sourceLocation)
    let kept = Array(shown.dropLast())
    check(
      Array(value).starts(with: kept), "\(shown) splits a cluster of \(value)",
      sourceLocation: sourceLocation)
    check((width - 1...width).contains(shown.displayWidth), sourceLocation: sourceLocation)
    let next = value[value.index(value.startIndex, offsetBy: kept.count)]
    check(
      kept.map(\.displayWidth).reduce(0, +) + next.displayWidth + 1 > width,
      "\(shown) is cut shorter than it needs", sourceLocation: sourceLocation)
  }

  @Test(arguments: [40, 80, 120])
  func titlesThatMustShrinkFillTheWidth(width: Int) {
    let rows = Self.mixedTitles.enumerated().map { index, title in
      PostSummary(
        post: Sample.post(Post.ID(index + 1), title: String(repeating: title + " ", count: 8)),
        author: Sample.user(1, name: "Nicholas Runolfsdottir V"))
    }

    let lines = render(.loaded(rows), width: width).split(separator: "\n")

    for row in lines.dropFirst().dropLast() {
      check((width - 1...width).contains(row.displayWidth), "\(row) is \(row.displayWidth) wide")
    }
  }

  @Test(arguments: 1...30)
  func noLineIsWiderThanANarrowWidth(width: Int) {
    let output = render(.loaded(Self.mixedRows(repeats: 1)), width: width)

    for line in output.split(separator: "\n") {
      check(line.displayWidth <= width, "\(line) is \(line.displayWidth) wide")
    }
  }

  // MARK: plain layout

  @Test func whenNotATerminalRowsAreTabSeparatedFullValuesWithoutHeaderOrSummary() {
    let rows = [
      PostSummary(
        post: Sample.post(1, title: "tab\there, line\nbreak\r\nand\rreturn"),
        author: Sample.user(1, name: "Ren\tée\nFontaine")),
      PostSummary(
        post: Sample.post(2, title: String(repeating: "long ", count: 30)), author: nil),
      PostSummary(post: Sample.post(100, title: "東京 👩‍💻"), author: Sample.ervin),
    ]

    checkEqual(
      render(.loaded(rows), width: 20, isTerminal: false),
      """
      1\ttab here, line break and return\tRen ée Fontaine
      2\t\(String(repeating: "long ", count: 30))\t
      100\t東京 👩‍💻\tErvin Howell
      """)
  }

  @Test func whenNotATerminalTheSecondFieldIsTheTitle() {
    let output = render(.loaded(summaries), width: 10, usesColor: true, isTerminal: false)

    checkEqual(
      output.split(separator: "\n").map { $0.split(separator: "\t")[1] },
      [
        "sunt aut facere repellat provident occaecati excepturi optio reprehenderit",
        "qui est esse", "ea molestias quasi",
      ])
  }

  @Test func whenNotATerminalColourIsIgnored() {
    for posts: Loadable<[PostSummary]> in [
      .loaded(summaries), .loaded([]), .loading, .failed(LoadFailure(message: "x")),
    ] {
      check(!render(posts, width: 80, usesColor: true, isTerminal: false).utf8.contains(0x1B))
    }
  }

  @Test func whenNotATerminalAnEmptyListIsEmpty() {
    checkEqual(render(.loaded([]), width: 80, isTerminal: false), "")
  }

  // MARK: colour and safety

  @Test func withoutColourThereAreNoEscapes() {
    for posts: Loadable<[PostSummary]> in [
      .loaded(summaries), .loaded([]), .loading, .failed(LoadFailure(message: "x")),
    ] {
      check(!render(posts, width: 80).utf8.contains(0x1B))
    }
  }

  @Test func withColourTheHeaderIsBoldAndAnUnknownAuthorAndTheSummaryDim() {
    let output = render(.loaded([summaries[2]]), width: 80, usesColor: true)

    checkEqual(
      output,
      """
      \u{1B}[1mID  TITLE               AUTHOR\u{1B}[0m
       3  ea molestias quasi  \u{1B}[2munknown\u{1B}[0m
      \u{1B}[2m1 post\u{1B}[0m
      """)
  }

  @Test func withColourAFailureIsRed() {
    checkEqual(
      render(.failed(LoadFailure(message: "offline")), width: 80, usesColor: true),
      "\u{1B}[31mCould not load posts: offline\u{1B}[0m")
  }

  @Test(arguments: [true, false])
  func controlSequencesFromTheServerAreInert(isTerminal: Bool) {
    let rows = TerminalText.injections.enumerated().map { index, text in
      PostSummary(
        post: Sample.post(Post.ID(index + 1), title: text),
        author: Sample.user(1, name: TerminalText.injections.reversed()[index]))
    }

    for usesColor in [false, true] {
      let output = render(
        .loaded(rows), width: 80, usesColor: usesColor, isTerminal: isTerminal)

      check(TerminalText.isInert(TerminalText.unstyled(output), allowingTabs: !isTerminal))
    }
  }

  @Test func injectedSequencesShowAsVisibleText() {
    let rows = [
      PostSummary(
        post: Sample.post(1, title: "\u{1b}]0;pwned\u{07}"),
        author: Sample.user(1, name: "\u{1b}[2J\u{9b}31m")),
      PostSummary(post: Sample.post(2, title: "\u{1b}[2J\u{202E}txt.exe\u{7f}"), author: nil),
    ]

    checkEqual(
      render(.loaded(rows), width: 80),
      """
      ID  TITLE            AUTHOR
       1  ^[]0;pwned^G     ^[[2J�31m
       2  ^[[2J�txt.exe^?  unknown
      2 posts
      """)
    checkEqual(
      render(.loaded(rows), width: 80, isTerminal: false),
      """
      1\t^[]0;pwned^G\t^[[2J�31m
      2\t^[[2J�txt.exe^?\t
      """)
  }

  // MARK: search and paging

  func render(_ state: PostsListFeature.State, isTerminal: Bool = true) -> String {
    PostsListView(state: state).render(options: RenderOptions(width: 80, isTerminal: isTerminal))
  }

  @Test func aPageEndsWithItsPlaceInTheCollection() {
    let page = Page(items: [summaries[1]], totalCount: 100, number: 2, size: 10)

    checkEqual(
      render(PostsListFeature.State(posts: .loaded(page))),
      """
      ID  TITLE         AUTHOR
       2  qui est esse  Ervin Howell
      page 2 of 10 (100 posts)
      """)
  }

  @Test func aPagePastTheEndIsEmptyWithTheFooter() {
    let page = Page<PostSummary>(items: [], totalCount: 100, number: 12, size: 10)

    checkEqual(
      render(PostsListFeature.State(posts: .loaded(page))),
      "No posts on page 12.\npage 12 of 10 (100 posts)")
    checkEqual(render(PostsListFeature.State(posts: .loaded(page)), isTerminal: false), "")
  }

  @Test func aSearchShowsOnlyTheMatches() {
    let state = PostsListFeature.State(posts: .loaded(Page(items: summaries)), searchText: "ESSE")

    checkEqual(
      render(state),
      """
      ID  TITLE         AUTHOR
       2  qui est esse  Ervin Howell
      1 post
      """)
  }

  @Test func aSearchWithoutMatchesSaysSo() {
    let state = PostsListFeature.State(posts: .loaded(Page(items: summaries)), searchText: "東京")

    checkEqual(render(state), "No posts match \"東京\".")
  }
}
