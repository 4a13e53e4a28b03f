import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct PostDetailViewTests {
  let detail = PostDetail(
    post: Sample.post(
      1, title: "sunt aut facere repellat provident",
      body: "quia et suscipit\nsuscipit recusandae consequuntur expedita et cum reprehenderit"),
    author: Sample.leanne,
    comments: [
      Sample.comment(
        1, name: "id labore ex et quam laborum", email: "Eliseo@gardner.biz",
        body: "laudantium enim quasi\ntempora quo necessitatibus"),
      Sample.comment(2, name: "odio adipisci", email: "Lew@alysha.tv", body: "non et atque"),
    ]
  )

  func render(
    _ detail: Loadable<PostDetail>, postID: Post.ID = 1, width: Int, usesColor: Bool = false,
    isTerminal: Bool = true
  ) -> String {
    PostDetailView(state: PostDetailFeature.State(postID: postID, detail: detail))
      .render(options: RenderOptions(width: width, usesColor: usesColor, isTerminal: isTerminal))
  }

  // MARK: exact text

  @Test(arguments: [80, 120])
  func aWideTerminalKeepsTheLinesAsTheyAre(width: Int) {
    checkEqual(
      render(.loaded(detail), width: width),
      """
      sunt aut facere repellat provident
      Author   Leanne Graham
      Email    Sincere@april.biz
      Company  Romaguera-Crona

      quia et suscipit
      suscipit recusandae consequuntur expedita et cum reprehenderit

      Comments (2)

      id labore ex et quam laborum
      Eliseo@gardner.biz
      laudantium enim quasi
      tempora quo necessitatibus

      odio adipisci
      Lew@alysha.tv
      non et atque
      """)
  }

  @Test func aNarrowTerminalWrapsAtWordBoundaries() {
    checkEqual(
      render(.loaded(detail), width: 40),
      """
      sunt aut facere repellat provident
      Author   Leanne Graham
      Email    Sincere@april.biz
      Company  Romaguera-Crona

      quia et suscipit
      suscipit recusandae consequuntur
      expedita et cum reprehenderit

      Comments (2)

      id labore ex et quam laborum
      Eliseo@gardner.biz
      laudantium enim quasi
      tempora quo necessitatibus

      odio adipisci
      Lew@alysha.tv
      non et atque
      """)
  }

  let pairing = PostDetail(
    post: Sample.post(
      13, title: "Pairing with 김 on a Friday 👩‍💻",
      body: "Cafe\u{301} talk about 東京 and 🇯🇵 flags, then a walk\n\nback to work."),
    author: Sample.user(
      3, name: "Renée Fontaine", email: "renee.fontaine@mail.example",
      company: "Atelier Fontaine et Fils de Paris"),
    comments: [
      Sample.comment(
        1, name: "A question about 日本語", email: "jonas.quinn@letters.example",
        body: "Does z\u{35B}a\u{316}lgo text wrap well? 👨‍👩‍👧‍👦 asks Ann today.\nYes.")
    ]
  )

  @Test func aSmallDetailAt40() {
    checkEqual(
      render(.loaded(pairing), width: 40),
      """
      Pairing with 김 on a Friday 👩‍💻
      Author   Renée Fontaine
      Email    renee.fontaine@mail.example
      Company  Atelier Fontaine et Fils de
               Paris

      Cafe\u{301} talk about 東京 and 🇯🇵 flags, then
      a walk

      back to work.

      Comments (1)

      A question about 日本語
      jonas.quinn@letters.example
      Does z\u{35B}a\u{316}lgo text wrap well? 👨‍👩‍👧‍👦 asks Ann
      today.
      Yes.
      """)
  }

  @Test(arguments: [40, 80, 120])
  func mixedScriptsWrapOnWordsAndLineUpOnTheLabels(width: Int) throws {
    let words = PostsListViewTests.mixedTitles.joined(separator: " ")
    let body = [words, "", words + " " + words].joined(separator: "\n")
    let mixed = PostDetail(
      post: Sample.post(1, title: words, body: body),
      author: Sample.user(
        1, name: PostsListViewTests.mixedAuthors.joined(separator: " "), email: "李@例え.jp",
        company: "Zoë 🇫🇷 & 김민준 GmbH"),
      comments: [Sample.comment(1, name: words, email: "a@b.c", body: body)]
    )

    let lines = render(.loaded(mixed), width: width).components(separatedBy: "\n")

    for line in lines {
      check(line.displayWidth <= width, "\(line) is \(line.displayWidth) wide")
    }
    let title = lines.prefix { !$0.hasPrefix("Author ") }
    checkEqual(title.joined(separator: " "), words)
    let fields = lines.dropFirst(title.count).prefix { !$0.isEmpty }
    for line in fields {
      let cells = try #require(TerminalText.slices(of: line, at: [0, 9]))
      check(["Author   ", "Email    ", "Company  ", "         "].contains(cells[0]))
      check(cells[1].first != " ")
    }
    let authorText: String = PostsListViewTests.mixedAuthors.joined(separator: " ")
    let fieldText: String = fields.map { String($0.dropFirst(9)) }.joined(separator: " ")
    checkEqual(fieldText, authorText + " 李@例え.jp Zoë 🇫🇷 & 김민준 GmbH")
    let bodyLines: [String] = Array(
      lines.dropFirst(title.count + fields.count + 1).prefix { $0 != "Comments (1)" })
    let paragraphs: [String] = bodyLines.split(separator: "", omittingEmptySubsequences: false)
      .map { $0.joined(separator: " ") }.filter { !$0.isEmpty }
    checkEqual(paragraphs, [words, words + " " + words])
  }

  @Test func anUnknownAuthorAndNoCommentsSaySo() {
    let lonely = PostDetail(
      post: Sample.post(5, title: "Alone", body: "Nobody here."), author: nil, comments: [])

    checkEqual(
      render(.loaded(lonely), postID: 5, width: 80),
      """
      Alone
      Author   unknown

      Nobody here.

      No comments.
      """)
  }

  @Test func anEmptyTitleIsADashAndAnEmptyFieldOfTheAuthorIsLeftOut() {
    var author = Sample.leanne
    author.company.name = ""
    let untitled = PostDetail(
      post: Sample.post(5, title: " ", body: "Nobody here."), author: author, comments: [])

    checkEqual(
      render(.loaded(untitled), postID: 5, width: 80),
      """
      —
      Author   Leanne Graham
      Email    Sincere@april.biz

      Nobody here.

      No comments.
      """)
  }

  @Test func blankLinesInTheBodyAreKept() {
    let spaced = PostDetail(
      post: Sample.post(5, title: "T", body: "one\n\nthree\r\nfour"), author: nil, comments: [])

    checkEqual(
      render(.loaded(spaced), postID: 5, width: 80),
      """
      T
      Author   unknown

      one

      three
      four

      No comments.
      """)
  }

  @Test func loadingSaysWhichPost() {
    checkEqual(render(.loading, postID: 7, width: 80), "Loading post 7…")
  }

  @Test func aFailureSaysWhichPostAndWhy() {
    let failure = LoadFailure(NetworkError.notFound(resource: "post", id: "999"))

    checkEqual(
      render(.failed(failure), postID: 999, width: 80),
      "Could not load post 999: post 999 not found")
    checkEqual(
      render(.failed(failure), postID: 999, width: 20),
      """
      Could not load post
      999: post 999 not
      found
      """)
  }

  // MARK: width

  @Test(arguments: [1, 5, 12, 40, 80, 120])
  func noLineIsWiderThanTheWidth(width: Int) {
    let wide = PostDetail(
      post: Sample.post(
        1, title: "東京の天気と日本語のタイトル 👩‍💻🇯🇵👍🏽",
        body: "cafe\u{301} supercalifragilisticexpialidocious-and-then-some-more-words\n\t"
          + String(repeating: "東京", count: 22)
      ),
      author: Sample.user(3, name: "Nicholas Runolfsdottir V", email: "Sherwood@rosamond.me"),
      comments: [
        Sample.comment(
          1, name: "한국어 제목 입니다", email: "x@example.com",
          body: String(repeating: "🇯🇵", count: 40))
      ]
    )

    for line in render(.loaded(wide), width: width).split(separator: "\n") {
      check(line.displayWidth <= width, "\(line) is \(line.displayWidth) wide")
    }
  }

  @Test func aWordLongerThanTheWidthIsSplitBetweenCharacters() {
    let long = PostDetail(
      post: Sample.post(1, title: "T", body: "ab 東京都庁舎 cd"), author: nil, comments: [])

    let lines = render(.loaded(long), width: 5).components(separatedBy: "\n")

    checkEqual(
      lines,
      [
        "T", "Auth…", "unkno", "wn", "", "ab", "東京", "都庁", "舎 cd", "", "No", "comme", "nts.",
      ])
  }

  // MARK: colour and safety

  @Test func withoutColourThereAreNoEscapes() {
    for state: Loadable<PostDetail> in [
      .loaded(detail), .loading, .failed(LoadFailure(message: "x")),
    ] {
      check(!render(state, width: 80).utf8.contains(0x1B))
    }
  }

  @Test func whenNotATerminalNothingIsWrappedOrStyled() {
    let long = String(repeating: "word ", count: 30) + "end"
    let plain = PostDetail(
      post: Sample.post(1, title: long, body: "\(long)\n\tindented\r\nlast"),
      author: Sample.user(1, name: long, email: "e@x.io", company: "Acme"),
      comments: [Sample.comment(1, name: long, email: "c@x.io", body: long)]
    )

    checkEqual(
      render(.loaded(plain), width: 20, usesColor: true, isTerminal: false),
      """
      \(long)
      Author   \(long)
      Email    e@x.io
      Company  Acme

      \(long)
       indented
      last

      Comments (1)

      \(long)
      c@x.io
      \(long)
      """)
  }

  @Test func whenNotATerminalAnUnknownAuthorSaysSo() {
    let lonely = PostDetail(
      post: Sample.post(5, title: "Alone", body: "Nobody here."), author: nil, comments: [])

    checkEqual(
      render(.loaded(lonely), postID: 5, width: 80, usesColor: true, isTerminal: false),
      """
      Alone
      Author   unknown

      Nobody here.

      No comments.
      """)
  }

  @Test func whenNotATerminalOtherStatesAreNeitherWrappedNorStyled() {
    checkEqual(
      render(
        .failed(LoadFailure(message: "a long reason")), postID: 9, width: 10, usesColor: true,
        isTerminal: false), "Could not load post 9: a long reason")
    checkEqual(render(.loading, postID: 9, width: 5, isTerminal: false), "Loading post 9…")
  }

  @Test func withColourTitlesAndNamesAreBoldAndEmailsDim() {
    let short = PostDetail(
      post: Sample.post(1, title: "Title", body: "Body"),
      author: nil,
      comments: [Sample.comment(1, name: "Name", email: "e@x.io", body: "Text")]
    )

    checkEqual(
      render(.loaded(short), width: 80, usesColor: true),
      """
      \u{1B}[1mTitle\u{1B}[0m
      \u{1B}[2mAuthor\u{1B}[0m   \u{1B}[2munknown\u{1B}[0m

      Body

      \u{1B}[1mComments (1)\u{1B}[0m

      \u{1B}[1mName\u{1B}[0m
      \u{1B}[2me@x.io\u{1B}[0m
      Text
      """)
  }

  @Test func controlSequencesFromTheServerAreInert() {
    let hostile = PostDetail(
      post: Sample.post(
        1, title: "\u{1b}]0;pwned\u{07}", body: "clear \u{1b}[2J\u{7f} done\u{85}next"),
      author: Sample.user(1, name: "\u{202E}evil", email: "\u{1b}[31m@x", company: "\u{9b}2J"),
      comments: [
        Sample.comment(1, name: "\u{1b}[1mbold", email: "\u{2066}a@b", body: "tab\there\u{0}")
      ]
    )

    let output = render(.loaded(hostile), width: 80)

    check(TerminalText.isInert(output))
    checkEqual(render(.loaded(hostile), width: 80, isTerminal: false), output)
    checkEqual(
      output,
      """
      ^[]0;pwned^G
      Author   �evil
      Email    ^[[31m@x
      Company  �2J

      clear ^[[2J^? done
      next

      Comments (1)

      ^[[1mbold
      �a@b
      tab here^@
      """)
  }

  @Test(arguments: [true, false])
  func everyInjectionIsInertInBothLayouts(isTerminal: Bool) {
    for (index, text) in TerminalText.injections.enumerated() {
      let other = TerminalText.injections.reversed()[index]
      let hostile = PostDetail(
        post: Sample.post(1, title: text, body: "\(other) body \(text)"),
        author: Sample.user(1, name: text, email: other, company: text),
        comments: [Sample.comment(1, name: other, email: text, body: other)]
      )

      for usesColor in [false, true] {
        let output = render(
          .loaded(hostile), width: 40, usesColor: usesColor, isTerminal: isTerminal)

        check(TerminalText.isInert(TerminalText.unstyled(output)), "\(output)")
      }
    }
  }
}
