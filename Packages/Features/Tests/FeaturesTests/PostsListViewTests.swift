import Foundation
import Models
import NetworkClient
import Testing

@testable import Features

@Suite struct PostsListViewTests {
  let summaries = [
    PostSummary(
      post: Fixtures.post(
        1, title: "sunt aut facere repellat provident occaecati excepturi optio reprehenderit"),
      author: Fixtures.leanne),
    PostSummary(post: Fixtures.post(2, by: 2, title: "qui est esse"), author: Fixtures.ervin),
    PostSummary(post: Fixtures.post(3, by: 9, title: "ea molestias quasi"), author: nil),
  ]

  func render(_ posts: Loadable<[PostSummary]>, width: Int, usesColor: Bool = false) -> String {
    PostsListView(state: PostsListFeature.State(posts: posts))
      .render(options: RenderOptions(width: width, usesColor: usesColor))
  }

  // MARK: exact text

  @Test func tableAt120ShowsWholeTitles() {
    #expect(
      render(.loaded(summaries), width: 120) == """
        ID  TITLE                                                                       AUTHOR
         1  sunt aut facere repellat provident occaecati excepturi optio reprehenderit  Leanne Graham
         2  qui est esse                                                                Ervin Howell
         3  ea molestias quasi                                                          unknown
        3 posts
        """)
  }

  @Test func tableAt80ShrinksTheTitle() {
    #expect(
      render(.loaded(summaries), width: 80) == """
        ID  TITLE                                                          AUTHOR
         1  sunt aut facere repellat provident occaecati excepturi optio…  Leanne Graham
         2  qui est esse                                                   Ervin Howell
         3  ea molestias quasi                                             unknown
        3 posts
        """)
  }

  @Test func tableAt40ShrinksTheTitleThenTheAuthor() {
    #expect(
      render(.loaded(summaries), width: 40) == """
        ID  TITLE                    AUTHOR
         1  sunt aut facere repell…  Leanne Gra…
         2  qui est esse             Ervin Howe…
         3  ea molestias quasi       unknown
        3 posts
        """)
  }

  @Test func oneRowEndsWithASingularSummary() {
    #expect(
      render(.loaded([summaries[1]]), width: 80) == """
        ID  TITLE         AUTHOR
         2  qui est esse  Ervin Howell
        1 post
        """)
  }

  @Test func anEmptyListSaysSo() {
    #expect(render(.loaded([]), width: 80) == "No posts.")
  }

  @Test func loadingSaysSo() {
    #expect(render(.loading, width: 80) == "Loading posts…")
  }

  @Test func aFailureShowsItsMessage() {
    let failure = LoadFailure(NetworkError.unreachable(host: "api.example", reason: "offline"))

    #expect(
      render(.failed(failure), width: 80)
        == "Could not load posts: cannot reach api.example: offline")
    #expect(
      render(.failed(failure), width: 40) == """
        Could not load posts: cannot reach
        api.example: offline
        """)
  }

  @Test func aMultilineTitleShowsItsFirstLine() {
    let summary = PostSummary(post: Fixtures.post(4, title: "first\nsecond\r\nthird"), author: nil)

    #expect(
      render(.loaded([summary]), width: 80) == """
        ID  TITLE  AUTHOR
         4  first  unknown
        1 post
        """)
  }

  @Test func columnsAreDroppedWhenTheWidthLeavesNoRoom() {
    #expect(
      render(.loaded(summaries), width: 12) == """
        ID  TITLE
         1  sunt au…
         2  qui est…
         3  ea mole…
        3 posts
        """)
    #expect(
      render(.loaded(summaries), width: 4) == """
        ID
         1
         2
         3
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
    "Zalgo z\u{35B}\u{33C}a\u{316}l\u{32A}g\u{31D}o",
    "한국어 제목 입니다",
  ]

  @Test(arguments: [40, 80, 120])
  func mixedScriptsLineUpByDisplayWidth(width: Int) throws {
    let authors = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus"]
    let rows = zip(Self.mixedTitles, authors).enumerated().map { index, pair in
      PostSummary(
        post: Fixtures.post(Post.ID(index * 7 + 1), title: pair.0),
        author: Fixtures.user(User.ID(index), name: pair.1))
    }

    let lines = render(.loaded(rows), width: width).split(separator: "\n").map(String.init)

    try #require(lines.count == rows.count + 2)
    let authorColumns = zip(lines, ["AUTHOR"] + authors).map { line, author in
      line.displayWidth - author.displayWidth
    }
    #expect(Set(authorColumns).count == 1, "the author column starts at \(authorColumns)")
    let titleColumns = lines.dropLast().map { line in
      line.prefix { $0 == " " || $0.isNumber || $0 == "I" || $0 == "D" }.count
    }
    #expect(Set(titleColumns) == [4])
    for line in lines {
      #expect(line.displayWidth <= width, "\(line) is \(line.displayWidth) wide")
    }
  }

  @Test(arguments: [40, 80, 120])
  func mixedTitlesThatMustShrinkNeverExceedTheWidth(width: Int) {
    let rows = Self.mixedTitles.enumerated().map { index, title in
      PostSummary(
        post: Fixtures.post(Post.ID(index + 1), title: String(repeating: title + " ", count: 4)),
        author: Fixtures.user(1, name: "Nicholas Runolfsdottir V"))
    }

    let lines = render(.loaded(rows), width: width).split(separator: "\n")

    for row in lines.dropFirst().dropLast() {
      #expect(row.displayWidth == width, "\(row) is \(row.displayWidth) wide")
    }
  }

  @Test(arguments: 1...30)
  func noLineIsWiderThanANarrowWidth(width: Int) {
    let output = render(.loaded(summaries), width: width)

    for line in output.split(separator: "\n") {
      #expect(line.displayWidth <= width, "\(line) is \(line.displayWidth) wide")
    }
  }

  // MARK: colour and safety

  @Test func withoutColourThereAreNoEscapes() {
    for posts: Loadable<[PostSummary]> in [
      .loaded(summaries), .loaded([]), .loading, .failed(LoadFailure(message: "x")),
    ] {
      #expect(!render(posts, width: 80).utf8.contains(0x1B))
    }
  }

  @Test func withColourTheHeaderIsBoldAndAnUnknownAuthorDim() {
    let output = render(.loaded([summaries[2]]), width: 80, usesColor: true)

    #expect(
      output == """
        \u{1B}[1mID  TITLE               AUTHOR\u{1B}[0m
         3  ea molestias quasi  \u{1B}[2munknown\u{1B}[0m
        \u{1B}[2m1 post\u{1B}[0m
        """)
  }

  @Test func withColourAFailureIsRed() {
    #expect(
      render(.failed(LoadFailure(message: "offline")), width: 80, usesColor: true)
        == "\u{1B}[31mCould not load posts: offline\u{1B}[0m")
  }

  @Test func controlSequencesFromTheServerAreInert() {
    let rows = [
      PostSummary(
        post: Fixtures.post(1, title: "\u{1b}]0;pwned\u{07}"),
        author: Fixtures.user(1, name: "\u{1b}[2J\u{9b}31m")),
      PostSummary(post: Fixtures.post(2, title: "\u{1b}[2J\u{202E}txt.exe"), author: nil),
    ]

    let plain = render(.loaded(rows), width: 80)
    let coloured = render(.loaded(rows), width: 80, usesColor: true)
      .replacingOccurrences(of: "\u{1B}[1m", with: "")
      .replacingOccurrences(of: "\u{1B}[2m", with: "")
      .replacingOccurrences(of: "\u{1B}[0m", with: "")

    for output in [plain, coloured] {
      #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      #expect(!output.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
      #expect(!output.unicodeScalars.contains { $0 == "\u{202E}" })
    }
    #expect(
      plain == """
        ID  TITLE          AUTHOR
         1  ^[]0;pwned^G   ^[[2J�31m
         2  ^[[2J�txt.exe  unknown
        2 posts
        """)
  }
}
